# Division by zero faults the clause (its data is discarded, DTrace's
# message on stderr) and the next clause still runs.  The BPF pc varies.
$DTRACE -s divzero.d 2>&1 | sed 's/at BPF pc [0-9]*/at BPF pc N/'
