# flocksnoop: flock(1) takes an exclusive then a shared lock.
# @@timeout: 90
. ./common.sh
run flocksnoop -- "flock $work/lock true" "flock -s $work/lock true" "flock -n $work/lock true" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +(flock|fcntl) +[^ ]+ +[0-9]+ .*$'
awk -v w="$work" 'NR > 1 && NF { sub(w, "WORK", $6); print $2, $3, $4, $6 }' "$out"
