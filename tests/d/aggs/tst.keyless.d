/*
 * Keyless aggregations (one per-CPU array slot each): one that fired with
 * a zero value still prints, one that never fired does not, clear() keeps
 * it (zeroed), trunc() removes it, and keyed ones beside them still work.
 */
#pragma D option quiet

BEGIN
{
	@zero = sum(0);
	@cleared = count();
	@truncated = count();
	@q = quantize(-3);
	@keyed["a"] = count();
	i = 0;
}

BEGIN
/i == 1/
{
	@never = count();
}

BEGIN
{
	@q = quantize(4);
	clear(@cleared);
	trunc(@truncated);
	@m = max(-7);
	@m = max(-9);
	exit(0);
}
