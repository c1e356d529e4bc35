/*
 * Oracle's D guide, "Conditional statements" (if and else): the actions
 * of a branch that is not taken do not happen.  Each kind of action in a
 * taken and an untaken branch, nested ifs, and an exit() under a false
 * condition that must not end the session (the tick clause ends it).
 */
#pragma D option quiet

BEGIN
{
	x = 2;
	if (x > 5) {
		printf("not taken: printf\n");
		trace("not taken: trace");
		exit(3);
	} else {
		printf("taken: else\n");
	}
	if (x > 1) {
		if (x > 5) {
			printf("not taken: inner then\n");
		} else {
			printf("taken: inner else\n");
			trace("taken: trace");
			printf("\n");
		}
		printf("taken: after inner\n");
	} else {
		printf("not taken: outer else\n");
	}
	if (x == 0) {
		@a["not taken"] = count();
		printa("not taken: printa %@d\n", @a);
	}
	@a["taken"] = count();
	if (x == 2)
		printa("taken: printa %@d\n", @a);
	printf("end of BEGIN\n");
}

tick-1ms
/n++ < 3/
{
	if (n == 99) {
		exit(4);
	}
	printf("tick %d\n", n);
}

tick-1ms
/n == 4/
{
	spec = speculation();
	if (spec == 0) {
		printf("not taken: no speculation\n");
	}
}

tick-1ms
/n == 4/
{
	speculate(spec);
	printf("speculated\n");
}

tick-1ms
/n == 4/
{
	if (spec == 0) {
		discard(spec);
	} else {
		commit(spec);
	}
}

tick-1ms
/n == 4/
{
	exit(0);
}

END
{
	printf("status: END runs once\n");
}
