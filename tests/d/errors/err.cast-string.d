/* @@opts: -xerrtags */
/* A string is not a scalar: it does not cast to an integer. */
BEGIN
{
	x = (long)execname;
}
