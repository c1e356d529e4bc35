/* @@opts: -xerrtags */
/* A constant index past a declared D array's dimension is refused at
 * compile time (D_ARR_BOUNDS), as for an array of a type: DTrace checks
 * E1[E2] with a constant E2 for every array but an associative array's
 * element. */
int a[5];

BEGIN
{
	a[4] = 1;
	a[5] = 2;
}
