/* @@opts: -q -x cpu=0 */
/*
 * Options and Tunables: cpu names the CPU on which to enable tracing.
 * profile-97 fires on every CPU; only CPU 0's firings record, and the
 * tick that ends the run fires there too.  BEGIN and END run on it.
 */
BEGIN
{
	printf("BEGIN on %d\n", cpu);
}

profile-97
{
	@[cpu] = count();
}

tick-1s
{
	exit(0);
}

END
{
	printf("END on %d\n", cpu);
	printa("recorded on %d\n", @);
}
