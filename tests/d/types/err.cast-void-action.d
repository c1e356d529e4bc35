/* @@opts: -xerrtags */
/* A cast to void may take any expression, but an action is no
 * expression: (void)trace(x) is D_CG_EXPR, as DTrace refuses an action
 * called where a value is computed. */
BEGIN
{
	(void)strlen("abc");
	(void)trace(1);
}
