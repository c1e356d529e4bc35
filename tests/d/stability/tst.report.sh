# dtrace -v prints DTrace's stability report of each program after it is
# compiled: the minimum probe description attributes (a description's are
# the minimum over its provider and the fields it names, not globs;
# Unstable/Unstable/Common without a provider) and the minimum statement
# attributes (each expression the minimum of its parts; curthread is
# Stable/Private/Common, htonl() Evolving/Evolving/Common, a kernel type
# Private/Private/Unknown, args[] the provider's argument attributes).
# With -e, each description follows with its attributes, its provider's
# argument attributes and its argument types.  -v is not the verifier log.
exec 2>&1
cd "$(mktemp -d)" || exit 1
trap 'rm -rf "$PWD"' EXIT
$DTRACE -q -v -n 'dtrace:::BEGIN { exit(0); }'
echo "exit $?"
$DTRACE -e -v -n 'BEGIN { trace(curthread); }'
echo "exit $?"
$DTRACE -e -v -n 'dtrace:::BEGIN { trace(htonl(1)); }' \
	-n 'dtrace:::END /(struct task_struct *)0 == 0/ { }'
echo "exit $?"
$DTRACE -e -v -n 'syscall::read:entry { trace(args[0]); }'
echo "exit $?"
# a script: named by its path; its clauses' minimum
cat >prog.d <<'D'
#pragma D attributes Evolving/Evolving/Common provider dtrace name
dtrace:::BEGIN
{
	trace(pid);
}

dtrace:::END
{
	trace(execname);
}
D
$DTRACE -e -v -s prog.d
echo "exit $?"
