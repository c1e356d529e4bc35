/* A speculation holds at most specsize bytes per CPU: the record that
 * does not fit is dropped and reported as a speculative drop; what was
 * kept is still committed. */
#pragma D option quiet
#pragma D option specsize=48

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 1);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 2);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 3);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
