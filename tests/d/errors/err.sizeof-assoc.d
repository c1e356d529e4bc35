/* @@opts: -xerrtags */
/* Nor has an associative array as a whole. */
BEGIN
{
	a[1] = 1;
	x = sizeof(a);
}
