# Faults in probe context fire dtrace:::ERROR with DTrace's message and the
# script carries on: a bad address, division and modulo by zero.  The BPF pc
# depends on the code generator, so it is masked.
$DTRACE -q -n '
BEGIN { trace(*(char *)0); }
BEGIN { trace(*(int *)8); }
BEGIN { x = 0; trace(1 / x); }
BEGIN { x = 0; trace(5 % x); }
ERROR { printf("ERROR: fault %d\n", arg4); }
BEGIN { printf("continues\n"); }
BEGIN { exit(0); }' 2>&1 | sed 's/at BPF pc [0-9]*/at BPF pc N/'
echo "exit ${PIPESTATUS[0]}"
