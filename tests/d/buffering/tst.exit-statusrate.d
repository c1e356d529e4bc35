/* @@opts: -q */
/*
 * Options and Tunables, statusrate: exit() makes the session draining and
 * the consumer learns of it at a status check (DTrace's dtrace_status():
 * the first at its first work call, then every statusrate), not when it
 * reads exit()'s record; END runs after that check.  With a 2-second rate
 * an exit() fired at once is seen 2 s after the first check: END comes at
 * least a second after it (a loaded machine only makes it later).
 */
#pragma D option statusrate=2s

tick-1ms
{
	t = timestamp;
	exit(0);
}

END
{
	printf("%s\n", timestamp - t >= 1000000000 ? "END after the status check" :
	    "END before the status check");
}
