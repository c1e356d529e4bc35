# pidpersec: the workload forks three times and execs twice (the third
# child is a subshell).
# @@timeout: 90
. ./common.sh
run pidpersec -- '/bin/true' '/bin/true' '( : )' 'exit 0'
header
grep '^TOTAL' "$out"
bad_lines '^([0-9]{4} [A-Z][a-z]{2} [ 0-9][0-9] [0-9:]{8}|TOTAL) +[0-9]+ +[0-9]+$'
