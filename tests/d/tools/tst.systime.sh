# systime: sleep waits about 0.3 s in clock_nanosleep.
# @@timeout: 120
. ./common.sh
run systime -n sleep -- 'sleep 0.3' 'exit 0'
header
bad_lines '^[^ ]+ +[a-z_0-9]+ +[0-9]+ +[0-9]+$'
awk '$1 == "sleep" && $2 == "clock_nanosleep" { print $1, $2, $3, ($4 >= 250000 ? "250 ms or more" : $4) }' "$out"
