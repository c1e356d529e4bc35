/* @@opts: -xerrtags */
/*
 * Variables: args[].  Each description of a clause types args[] from its
 * own probes (DTrace cooks the clause once per description): read(2) has
 * an args[0], BEGIN has none.
 */
syscall::read:entry, BEGIN
{
	trace(args[0]);
}
