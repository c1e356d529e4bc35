# futexstat: python waits 0.2 s on an Event: one futex wait that long.
# @@timeout: 90
. ./common.sh
run futexstat -n python3 -- "$PY -c 'import threading; threading.Event().wait(0.2)'" 'exit 0'
header
bad_lines '^[^ ]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+$'
awk 'NR > 1 && $5 >= 150000 { print $1, "a wait of 150 ms or more:", $3 >= 1 ? "yes" : "no" }' "$out"
