/* @@opts: -xerrtags */
/* Variables: Associative Arrays.  An associative array is used with [ ];
 * its name alone is read as a scalar, which it is not (D_IDENT_BADREF). */
BEGIN
{
	x["a"] = 1;
	trace(x);
}
