# killsnoop: a SIGTERM that works, a check of a pid nobody has (ESRCH).
# @@timeout: 90
. ./common.sh
run killsnoop -- 'sleep 10 &' 'kill -TERM $!' 'kill -0 999999 2>/dev/null' 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[0-9]+ +-?[0-9]+ +[0-9]+$'
awk 'NR > 1 && NF { if ($4 != 999999) $4 = "TPID"; print $2, $3, $4, $5 }' "$out"
