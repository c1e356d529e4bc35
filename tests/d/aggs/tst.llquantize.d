/*
 * Guide, "Aggregations": llquantize(expr, factor, low, high, nsteps) is
 * log-linear: each order of magnitude from factor^low to factor^high is
 * cut into nsteps linear steps (of factor^(m+1) / nsteps each; the part
 * below factor^m belongs to the magnitude below), values under factor^low
 * go to the "abs() < factor^low" row (or "0" when low is 0), and values of
 * factor^(high+1) and more to the ">=" row.  With fewer steps than the
 * factor (10, 3, 5, 5: the guide's example) the first step of a magnitude
 * starts at factor^m: 1500 counts in the 1000 row, 10000 in the 10000 row.
 * With more steps than the factor the steps of magnitude 0 narrow to one.
 * Negative values mirror the positive buckets.
 */
#pragma D option quiet

BEGIN
{
	@few = llquantize(500, 10, 3, 5, 5);
	@few = llquantize(1500, 10, 3, 5, 5);
	@few = llquantize(2500, 10, 3, 5, 5);
	@few = llquantize(10000, 10, 3, 5, 5);
	@few = llquantize(55000, 10, 3, 5, 5);
	@few = llquantize(2000000, 10, 3, 5, 5);
	@few = llquantize(-1500, 10, 3, 5, 5);
	@many = llquantize(0, 10, 0, 1, 20);
	@many = llquantize(3, 10, 0, 1, 20);
	@many = llquantize(12, 10, 0, 1, 20);
	@many = llquantize(47, 10, 0, 1, 20);
	@many = llquantize(100, 10, 0, 1, 20);
	exit(0);
}

END
{
	printa(@few);
	printa(@many);
}
