/* @@opts: -xerrtags */
/*
 * Variables: Associative Arrays.  An associative array declared again must
 * keep its key signature: a key of another type is refused, naming it.
 */
int counts[int, string];
int counts[int, int];

BEGIN
{
	exit(0);
}
