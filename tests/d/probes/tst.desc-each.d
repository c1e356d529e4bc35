/*
 * D Program Structure: Probe Clauses.  DTrace compiles a clause once for
 * each of its probe descriptions (a statement each): a probe that two or
 * three descriptions of one clause match runs the clause once per
 * description, in their order, and the built-ins name the probe that
 * fired.
 */
#pragma D option quiet

BEGIN, dtrace:::BEGIN, :::BEGIN, END
{
	printf("%d [%s][%s][%s][%s] %d\n", ++n, probeprov, probemod, probefunc, probename, id);
}

BEGIN
{
	printf("after: %d\n", n);
	exit(0);
}
