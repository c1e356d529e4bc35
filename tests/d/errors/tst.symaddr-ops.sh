# sym(), func() and mod() give a _symaddr, which DTrace defines as a
# typedef of void (as stack() is): no operator, cast or integer printf
# conversion takes one, each refused with the tag DTrace's rule raises;
# the actions, %a and %p, and aggregation keys take it.
for e in 'trace(sym(arg0) + 1)' 'trace(2 * func(arg0))' 'trace(mod(arg0) % 4)' \
	 'trace(sym(arg0) == 0)' 'trace(-func(arg0))' 'trace(~sym(arg0))' 'trace(!mod(arg0))' \
	 'trace((uint64_t)sym(arg0))' 'printf("%d", sym(arg0))' 'printf("%x", mod(arg0))'; do
	$DTRACE -xerrtags -qn "BEGIN { $e; exit(0); }" 2>&1 | sed 's/^dtrace: invalid probe specifier .*: \[/[/' | head -1
done
$DTRACE -qn 'BEGIN { printf("%a %p\n", sym(0), sym(0)); @[func(0)] = count(); sym(0); exit(0); }' >/dev/null
echo "accepted: exit $?"
