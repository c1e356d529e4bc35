# execargs: the current process's arguments (its mm's arg_start..arg_end),
# joined by single spaces, as a string of at most strsize bytes.  The
# target's own output is dropped (it races with dtrace's).
$DTRACE -qn '
syscall::write:entry /pid == $target/ {
	printf("[%s] %d\n", execargs, strlen(execargs));
	exit(0);
}' -c '/bin/echo one  two three' | grep '^\['
echo "exit ${PIPESTATUS[0]}"
$DTRACE -xstrsize=12 -qn '
syscall::write:entry /pid == $target/ {
	printf("[%s]\n", execargs);
	exit(0);
}' -c '/bin/echo one two three' | grep '^\['
echo "exit ${PIPESTATUS[0]}"
