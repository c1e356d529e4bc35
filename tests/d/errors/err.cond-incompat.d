/* @@opts: -xerrtags */
/* A string and an integer have no common type. */
BEGIN
{
	x = timestamp ? "a" : 2;
}
