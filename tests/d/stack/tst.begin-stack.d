/*
 * BEGIN and END fire from dtrace itself, not at a probe site: stackdepth is
 * 0 there and stack() prints no frames (an empty line), as many as
 * stackdepth says, not those of whatever runs the clause.
 */
#pragma D option quiet

BEGIN
{
	printf("depth %d", stackdepth);
	stack();
	printf("end of stack\n");
	exit(0);
}

END
{
	printf("depth %d", stackdepth);
	stack();
	printf("end of stack\n");
}
