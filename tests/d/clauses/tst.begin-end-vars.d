/*
 * dtrace Provider: BEGIN and END fire in the dtrace process itself (pid
 * and tid are its own, $pid), in the same thread: END sees the globals,
 * associative array elements and thread-locals BEGIN set, and the
 * thread-local BEGIN set and zeroed again reads 0.
 */
#pragma D option quiet

BEGIN
{
	g = 7;
	a["k"] = 9;
	self->x = 5;
	self->gone = 1;
	self->gone = 0;
	s = "begin";
}

tick-10ms
{
	exit(0);
}

END
{
	printf("%d %d %d %d [%s] %d %d\n", g, a["k"], self->x, self->gone, s,
	    pid == $pid, tid == $pid);
}
