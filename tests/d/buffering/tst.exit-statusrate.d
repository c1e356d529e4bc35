/* @@opts: -q */
/*
 * Options and Tunables, statusrate: exit() makes the session draining and
 * the consumer learns of it at a status check (DTrace's dtrace_status():
 * the first at its first work call, then every statusrate), not when it
 * reads exit()'s record; END runs after that check.  With a 4-second rate
 * an exit() a second into the run is seen at the second check, 4 s after
 * the first: END comes at least 2 s after exit() (a loaded machine only
 * makes it later).
 */
#pragma D option statusrate=4s

tick-1s
{
	t = timestamp;
	exit(0);
}

END
{
	printf("%s\n", timestamp - t >= 2000000000 ? "END after the status check" :
	    "END before the status check");
}
