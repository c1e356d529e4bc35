# Without -q every record starts with the probe columns; _DTRACE_TESTING
# (set by DTrace's own test suite) leaves out CPU and ID.
_DTRACE_TESTING=1 $DTRACE -n 'BEGIN { exit(0); }'
$DTRACE -n 'BEGIN { exit(0); }' 2>/dev/null | sed 's/^ *[0-9][0-9]* /CPU /'
