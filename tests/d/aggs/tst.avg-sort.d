/*
 * Output Formatting: entries print in the order of their values, ties in
 * the order of their keys.  An avg() entry's value is the average as
 * printed, its integer quotient: 3.5 and 3.2 both print 3 and tie, so key
 * "a" comes before "b" (and -3.2, -3.5 both -3: "c" before "d"), while
 * 4.0 follows them all.
 */
#pragma D option quiet

BEGIN
{
	@["a"] = avg(3); @["a"] = avg(4);
	@["b"] = avg(3); @["b"] = avg(3); @["b"] = avg(3); @["b"] = avg(3);
	@["b"] = avg(4);
	@["c"] = avg(-3); @["c"] = avg(-3); @["c"] = avg(-3); @["c"] = avg(-3);
	@["c"] = avg(-4);
	@["d"] = avg(-3); @["d"] = avg(-4);
	@["e"] = avg(4);
	exit(0);
}
