/* A destructive action the probe carries out records no data: it may
 * precede speculate() (it is not speculative there) and follow commit(),
 * as illumos's compiler has it.  system() is carried out by dtrace from
 * its record: before speculate() it is refused (errors/err.spec-system.d). */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	s = speculation();
}

BEGIN
{
	raise(0);
	speculate(s);
	printf("speculated\n");
}

BEGIN
{
	commit(s);
	raise(0);
}

BEGIN
{
	raise(0);
	speculate(s);
	printf("not printed: already committed\n");
}

BEGIN
{
	exit(0);
}
