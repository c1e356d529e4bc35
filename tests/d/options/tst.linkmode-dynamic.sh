# Options and Tunables: linkmode, kdefs, knodefs.  linkmode=dynamic leaves
# each kernel symbol's address to be bound when the program is loaded; that
# needs knodefs (unresolved kernel symbols permitted in the compiled program),
# else every such reference is an error (D_ASRELO, naming the symbol and its
# instruction's offset).  kdefs and knodefs set and clear one switch: the last
# given wins.  A program without kernel symbols needs neither.
prog='BEGIN { trace((uint64_t)&`vfs_read != 0); exit(0); }'
for opts in "" "-xlinkmode=dynamic" "-xlinkmode=dynamic -xknodefs" \
	"-xlinkmode=dynamic -xknodefs -xkdefs" "-xlinkmode=dynamic -xkdefs -xknodefs" \
	"-xlinkmode=kernel" "-xlinkmode=static -xkdefs"; do
	echo "== $opts"
	$DTRACE -xerrtags $opts -qn "$prog" 2>&1 | sed 's/offset 0x[0-9a-f]*/offset N/'
	echo "exit ${PIPESTATUS[0]}"
done
echo "== -xlinkmode=dynamic, no kernel symbol"
$DTRACE -xlinkmode=dynamic -qn 'BEGIN { trace(1); exit(0); }' 2>&1
echo "exit $?"
