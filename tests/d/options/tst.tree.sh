# -xtree=N shows the parse tree of the compiler passes in N's bits on
# stderr (1 as parsed, 2 each clause typed, 4 the program compiled), one
# node a line in DTrace's layout.  alloca() and copyin() results and what
# they are assigned to are ALLOCA (scratch memory); string constants DPTR;
# copyinstr() carries its default maxlength (strsize); a constant
# predicate is folded.  -e: nothing runs.
exec 2>&1
$DTRACE -xtree=4 -xstrsize=128 -e -n '
BEGIN /1 + 2/ { p = copyin(0, 4); s = copyinstr(0); trace("x"); }'
echo "exit $?"
$DTRACE -xtree=1 -e -n 'BEGIN { a[1] = -x; }'
echo "exit $?"
