/*
 * printa(): formats with keys and %@ values of several aggregations
 * (a key missing from one prints 0), the default format's leading blank
 * line, normalize() and denormalize(), trunc() and clear(); aggregations
 * printa() printed are not printed again at exit.
 */
#pragma D option quiet

BEGIN
{
	@foo[1] = sum(10);
	@foo[2] = sum(20);
	@foo[3] = sum(30);
	@bar[2] = count();
	@bar[4] = count();
	printa("%d: foo=%@d bar=%@u\n", @foo, @bar);
	printa("[%@5d]\n", @foo);
	normalize(@foo, 10);
	printa(@foo);
	denormalize(@foo);
	trunc(@foo, 1);
	printa("%d %@d\n", @foo);
	clear(@bar);
	printa("%d %@u\n", @bar);
	@left[5] = sum(5);
	exit(0);
}
