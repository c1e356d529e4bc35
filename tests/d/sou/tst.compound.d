/* Compound assignment and ++ on array elements and struct members in variables. */
#pragma D option quiet
struct n { char name[8]; int v; };
self struct n s;
struct n g;
int a[5];
BEGIN
{
	i = 3;
	a[i] += 2; a[i]++; a[1] = a[i] * 10;
	g.v = a[1];
	printf("%d %d %d\n", a[3], a[1], g.v);
	a[2] = 5;
	exit(0);
}
