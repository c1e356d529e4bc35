# Run-time array bounds faults (array_bounds.d): DTrace's message on
# stderr, ERROR runs, the script goes on.  BPF pcs vary with the code
# generator: masked.
$DTRACE -s array_bounds.d 2>&1 | sed 's/BPF pc [0-9]*/BPF pc N/'
