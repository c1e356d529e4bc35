# errno constants in predicates (guide: "errno" built-in variable and the
# D library's errno.d): a failed openat(2) of a missing file is ENOENT.
$DTRACE -qn '
syscall::openat:return
/pid == $target && errno == ENOENT && arg1 == -ENOENT/
{
	printf("openat failed with ENOENT (%d)\n", errno);
	exit(0);
}' -c "cat /nonexistent-dtrace-test/file" 2>/dev/null
