# END runs after exit(), after everything recorded before it; the trace
# output ends with one newline, even when quiet (end-order.d).  A tick the
# kernel skipped (reported as lost, as on a slow guest) is not this
# test's concern: that one notice is left out.
$DTRACE -s end-order.d 2>&1 | grep -v '^dtrace: [0-9]* firings* of profile:::tick-10ms lost'
echo "exit ${PIPESTATUS[0]}"
