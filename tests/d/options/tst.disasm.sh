# -x disasm=N (any N but 0, from -x or a pragma) prints what -S prints: the
# BPF each probe runs; disasm=0 prints none.
prog='BEGIN { trace(1); exit(0); }'
$DTRACE -q -S -n "$prog" >s.$$ 2>&1
$DTRACE -q -x disasm=1 -n "$prog" >x.$$ 2>&1
printf '#pragma D option disasm=3\n%s\n' "$prog" >p.$$.d
$DTRACE -q -s p.$$.d >p.$$ 2>&1
grep -c '' <s.$$ | awk '{ print ($1 > 5) ? "-S lists the program" : "-S lists nothing" }'
cmp -s s.$$ x.$$ && echo "disasm=1 is -S"
cmp -s s.$$ p.$$ && echo "pragma disasm=3 is -S"
$DTRACE -q -x disasm=0 -n "$prog"
echo
rm -f s.$$ x.$$ p.$$ p.$$.d
