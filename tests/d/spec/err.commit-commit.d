/* @@opts: -xerrtags */
/*
 * Speculative Tracing: a clause commits one speculation; a second commit()
 * in the same clause is refused (D_COMM_COMM).
 */
BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
{
	commit(a);
	commit(b);
}
