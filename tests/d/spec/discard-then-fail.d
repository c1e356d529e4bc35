/* discard() then a speculate() that fails in the same clause: the
 * discard still takes effect, so the id is handed out again.  With
 * nspec=1, discarding the current speculation and asking for the next in
 * one clause gets 0 (the id is busy until dtrace has seen the discard);
 * speculate(0) drops the rest of that clause, not the discard. */
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
	printf("discarded\n");
}

BEGIN
{
	discard(s);
	s = speculation();
	speculate(s);
	printf("not printed: speculation %d\n", s);
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
