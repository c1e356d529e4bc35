/* @@opts: -xerrtags */
/* Actions and Subroutines: an action named without a call is not a
 * scalar (D_IDENT_BADREF, "tracing function"). */
BEGIN
{
	y = trace;
}
