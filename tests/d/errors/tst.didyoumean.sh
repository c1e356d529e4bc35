# A probe description that matches nothing keeps DTrace's line and, when
# a probe of the table is a few edits away, says which on a second line;
# unrelated names and globs get no guess.
# @@timeout: 90
for d in 'syscall::opne:entry' 'BEGN' 'proc:::exec_success' 'sched:::on_cpu' \
	 'syscall::read:enter' 'tcp:::accept' '::opne:entry' \
	 'foo:::bar' 'syscall::nosuchthing:entry' 'syscall::opne*:entry'; do
	$DTRACE -n "$d { exit(0); }" 2>&1
	echo "exit $?"
done
# -Z: no error, no hint
$DTRACE -Z -qn 'syscall::opne:entry { exit(0); } BEGIN { exit(0); }'
echo "-Z: exit $?"
