/* With nspec=1 the one buffer is handed out again once the consumer has
 * processed the commit or discard of the previous speculation: even ticks
 * commit, odd ones discard, and every speculation gets id 1. */
#pragma D option quiet
#pragma D option nspec=1

int s, n;

tick-10ms
/!s && n < 6/
{
	s = speculation();
}

tick-10ms
/s/
{
	speculate(s);
	printf("%d: speculation %d\n", n, s);
}

tick-10ms
/s && n % 2 == 0/
{
	commit(s);
}

tick-10ms
/s && n % 2 == 1/
{
	discard(s);
}

tick-10ms
/s/
{
	s = 0;
	n++;
}

tick-10ms
/n == 6/
{
	exit(0);
}
