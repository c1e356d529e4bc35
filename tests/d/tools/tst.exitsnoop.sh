# exitsnoop: each exit with its status (code or signal) and age.
# @@timeout: 90
. ./common.sh
run exitsnoop -- '/bin/false' 'sh -c "exit 3"' 'sh -c "kill -KILL \$\$"' 'exit 0'
header
bad_lines '^[0-9]+ +[0-9]+ +[^ ]+ +([0-9]+|-) (code|signal) [0-9]+$'
awk 'NR > 1 && NF { print $3, $5, $6 }' "$out"
