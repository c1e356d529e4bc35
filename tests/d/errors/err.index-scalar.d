/* @@opts: -xerrtags */
/* x[i] is *(x + i): an integer cannot be indexed. */
BEGIN
{
	x = 1;
	y = x[1];
}
