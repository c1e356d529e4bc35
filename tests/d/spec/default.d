/* Without -q: a committed clause prints its probe line (even one that only
 * speculates), the clause that commits or discards prints nothing. */
BEGIN
{
	s = speculation();
	t = speculation();
	trace(t);
}

BEGIN
{
	speculate(s);
	trace(42);
}

BEGIN
{
	speculate(t);
	trace("dropped");
}

BEGIN
{
	speculate(s);
}

BEGIN
{
	discard(t);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
