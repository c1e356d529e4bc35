/*
 * Guide, "Variables" / "D Program Structure": a clause's actions are
 * compiled before its predicate, so a variable that the clause body first
 * assigns (= or ++) may be read in the clause's own predicate, where it
 * reads as 0 until assigned (thread-locals, globals, associative arrays).
 * BEGIN and END fire in dtrace's own thread: its thread-locals persist
 * from one to the other.
 */
#pragma D option quiet

BEGIN
/self->last == 0/
{
	self->last = timestamp;
	n++;
}

BEGIN
/self->last == 0/
{
	n++;
}

BEGIN
/cnt < 3/
{
	cnt++;
	total = 10;
}

BEGIN
/seen["a"] == 0/
{
	seen["a"]++;
	self->s = "set";
}

BEGIN
/seen["a"] == 0/
{
	seen["a"]++;
}

BEGIN
{
	exit(0);
}

END
/cnt == 1 && self->s == "set"/
{
	printf("first-time clause ran %d time(s)\n", n);
	printf("cnt=%d total=%d seen=%d last set=%d\n", cnt, total, seen["a"],
	    self->last != 0);
}
