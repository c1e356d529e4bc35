/* @@opts: -xerrtags */
/* A member of translated data is computed by its translator, and what is
 * reached from a builtin variable or an inline is not the script's:
 * assigning either is refused at compile time (D_OP_WRITE), as Oracle's
 * cook does (the member is writable only as its base is). */
BEGIN
{
	x = 1;
	curpsinfo->pr_pid = 1;
}
