/* @@opts: -xerrtags */
/* The comma operator takes values, not actions. */
BEGIN
{
	x = (trace(1), 2);
}
