/* trace() in the default (non-quiet) output format.  An empty clause
 * prints its probe line; one that only assigns prints nothing. */
BEGIN
{
	trace(1 + 2);
	trace("str");
}

BEGIN
{
	x = 1;
}

BEGIN
{
}

BEGIN
{
	exit(0);
}
