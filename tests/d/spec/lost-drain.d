/* A discard() whose clause then faults: its record never reaches dtrace,
 * yet the id must not stay busy for ever.  Once no commit or discard has
 * been read for a clean interval while the kernel counts one more, the
 * id draining without a record is discarded and handed out again. */
#pragma D option quiet
#pragma D option nspec=1

BEGIN
{
	s = speculation();
	printf("first %d\n", s);
}

BEGIN
{
	speculate(s);
	printf("not printed: discarded\n");
}

BEGIN
{
	discard(s);
	trace(*(int *)0);
}

tick-1ms
/!t/
{
	t = speculation();
}

tick-1ms
/t/
{
	printf("again %d\n", t);
	exit(0);
}

tick-5s
{
	printf("the discarded id is still busy after 5 s\n");
	exit(1);
}
