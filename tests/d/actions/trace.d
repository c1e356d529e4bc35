/* trace() and printf() in the default (non-quiet) output format. */
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
	exit(0);
}
