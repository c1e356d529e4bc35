# Bad command-line input gets one clear error and exit status 1 (DTrace's
# fatal "failed to open", "invalid pid"), never an
# unbounded read or a wrong target: special files and directories as -s,
# a NUL byte inside a script, out-of-range and malformed -p pids.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
run() { "$DTRACE" "$@" 2>&1 | sed "s|$d|DIR|g"; echo "exit ${PIPESTATUS[0]}"; }
run -s /dev/zero
run -s /dev/null
run -s "$d"
printf 'BEGIN\n{\n\ttrace(1);\0 exit(0); }\n' >"$d/nul.d"
run -s "$d/nul.d"
run -p 4294967297 -n BEGIN
run -p 12abc -n BEGIN
run -p -5 -n BEGIN
# a pipe is still a script
echo 'BEGIN { printf("from a pipe\n"); exit(0); }' | run -qs /dev/stdin
