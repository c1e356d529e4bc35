/* @@opts: -xerrtags */
BEGIN
{
	speculate(speculation());
	exit(0);
}
