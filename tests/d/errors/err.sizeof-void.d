/* @@opts: -xerrtags */
/* void has no size. */
BEGIN
{
	x = sizeof(void);
}
