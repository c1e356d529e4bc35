/* @@opts: -xerrtags */
/* An associative array as a whole: its name is read as a scalar first,
 * which it is not (D_IDENT_BADREF, as DTrace cooks the operand). */
BEGIN
{
	a[1] = 1;
	x = sizeof(a);
}
