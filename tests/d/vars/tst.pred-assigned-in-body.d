/*
 * Guide, "Variables" / "D Program Structure": a clause's actions are
 * compiled before its predicate, so a variable that the clause body first
 * assigns (=, ++, +=) may be read in the clause's own predicate, where it
 * reads as 0 until assigned (thread-locals, globals, associative arrays).
 */
#pragma D option quiet

tick-1ms
/self->last == 0/
{
	self->last = timestamp;
	n++;
}

tick-1ms
/cnt < 3/
{
	cnt++;
	total += 10;
}

tick-1ms
/seen["a"] == 0/
{
	seen["a"] += 1;
	self->s = "set";
}

tick-1ms
/cnt == 3 && self->s == "set"/
{
	printf("first-time clause ran %d time(s)\n", n);
	printf("cnt=%d total=%d seen=%d last set=%d\n", cnt, total, seen["a"],
	    self->last != 0);
	exit(0);
}
