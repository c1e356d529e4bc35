# Guide, "Options and Tunables" (dynvarsize): integer-keyed elements made
# by ++ (their keys built on the BPF stack, in a program that otherwise
# needs no scratch state) fill the dynamic variable space like any other:
# with room for two, the third element is never made, each attempt is a
# dynamic variable drop, and the elements made keep counting.
out=$($DTRACE -q -x dynvarsize=48 -n '
tick-1ms { a[1]++; a[2]++; a[3]++; }
tick-50ms { printf("%d %d %d\n", a[1] > 0, a[2] > 0, a[3]); exit(0); }' 2>&1)
echo "$out" | grep -v 'dynamic variable drop'
echo "$out" | grep -q '^dtrace: [0-9][0-9]* dynamic variable drops\{0,1\}$' && echo "drops reported"
