# trace() in the default (non-quiet) format; a clause without actions still
# prints its probe line.  The CPU column varies and is blanked.
$DTRACE -s trace.d 2>&1 | sed 's/^ *[0-9]*      1 /CPU      1 /'
