# proc:::signal-clear has no Linux counterpart (sigwait() taking a pending
# signal passes no tracepoint): naming it says so in one sentence, exit 1.
$DTRACE -n 'proc:::signal-clear { trace(args[0]); }' 2>&1
echo "exit $?"
