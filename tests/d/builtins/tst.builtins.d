/* Built-in variables. */
#pragma D option quiet

BEGIN
{
	printf("%s:%s:%s:%s id=%d\n", probeprov, probemod, probefunc, probename, id);
	printf("%d %d %d\n", pid == $pid, tid > 0, ppid == $ppid);
	printf("%d %d\n", uid == $uid, gid == $gid);
	printf("%s\n", execname);
	printf("%d %d\n", timestamp > 0, timestamp == timestamp);
	printf("%d\n", walltimestamp > 1700000000000000000);
	printf("%d %d\n", arg0, cpu >= 0);
	exit(0);
}
