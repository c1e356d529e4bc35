/* exit(n) sets the exit status; clauses after it still run in that firing. */
#pragma D option quiet

BEGIN
{
	printf("one\n");
	exit(0);
}

BEGIN
{
	printf("two\n");
}
