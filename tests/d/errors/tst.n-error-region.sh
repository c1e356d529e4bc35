# dtrace(1M) Utility: -n.  A program given as a string has no lines to
# name: an error DTrace's compiler finds while cooking it names the part of
# the clause instead ("in action list: ", "in predicate: "), or nothing
# outside a clause (a probe description, a declaration); a format is checked
# after cooking (nothing named either).  Errors of the action compiler name
# the statement's line, as in a script, where every error names its line.
for p in 'foo:::bar { exit(0); }' \
	'BEGIN { trace(nosuch); }' \
	'BEGIN /nosuch/ { exit(0); }' \
	'BEGIN /"str"/ { exit(0); }' \
	'int x; int x[int];' \
	'BEGIN { printf("%d\n"); }' \
	'BEGIN { @a = count(); trace(@a); }'; do
	$DTRACE -xerrtags -e -n "$p" 2>&1
	echo "exit $?"
done
f=$(mktemp); trap 'rm -f "$f"' EXIT
printf 'BEGIN\n{\n\ttrace(nosuch);\n}\n' >"$f"
$DTRACE -xerrtags -e -s "$f" 2>&1 | sed "s|$f|X.d|"
echo "exit ${PIPESTATUS[0]}"
