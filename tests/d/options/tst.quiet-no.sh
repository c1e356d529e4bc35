# A run-time switch set to no (or off, false, disabled...) is unset again:
# -q then -x quiet=no prints the probe line; quiet=yes is quiet.
$DTRACE -q -x quiet=no -n 'BEGIN { exit(0); }' 2>/dev/null | sed 's/^ *[0-9]* /CPU /'
$DTRACE -x quiet=yes -n 'BEGIN { printf("quiet\n"); exit(0); }' 2>/dev/null
