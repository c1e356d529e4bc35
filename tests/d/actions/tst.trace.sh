# trace() in the default (non-quiet) format; an empty clause prints its
# probe line, an assignment-only one nothing.  The CPU column is blanked.
$DTRACE -s trace.d 2>&1 | sed 's/^ *[0-9]*      1 /CPU      1 /'
