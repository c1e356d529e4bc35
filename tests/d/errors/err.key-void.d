/* @@opts: -xerrtags */
/* An action has no value to index an array with. */
BEGIN
{
	a[trace(1)] = 1;
}
