/*
 * Guide, "Thread-Local Variables": a thread-local belongs to one thread.
 * The idle tasks all have pid and tid 0, one per CPU: profile probes that
 * fire in them must still see a variable of the CPU's own idle thread,
 * never another CPU's.  (On a busy machine the idle tasks may not run:
 * then nothing is checked.)
 */
#pragma D option quiet

profile-997
/pid == 0 && self->cpu == 0/
{
	self->cpu = cpu + 1;
}

profile-997
/pid == 0 && self->cpu != cpu + 1/
{
	bad++;
}

tick-1s
{
	printf("idle threads mixed up: %d\n", bad);
	exit(0);
}
