/* @@opts: -xerrtags */
/* Actions and Subroutines: a subroutine named without a call is not a
 * scalar (D_IDENT_BADREF, "function"). */
BEGIN
{
	y = strlen + 1;
}
