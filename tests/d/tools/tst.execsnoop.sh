# execsnoop: one line per exec of the workload's children, with their
# arguments; the workload's own exec happened before tracing began.
# @@timeout: 90
. ./common.sh
run execsnoop -- '/bin/true one two' 'sh -c "exec /bin/echo three >/dev/null"' 'exit 0'
header
bad_lines '^[0-9]+ +[0-9]+ +[0-9]+ +.+$'
awk 'NR > 1 && NF { $1 = "UID"; $2 = "PID"; $3 = "PPID"; print }' "$out"
