/* @@opts: -xerrtags */
/*
 * Variables: Associative Arrays.  An associative array declared again with
 * another number of keys is refused, naming both tuple lengths.  The same
 * declaration repeated is accepted (first line).
 */
int counts[int];
int counts[int];
int counts[int, int];

BEGIN
{
	exit(0);
}
