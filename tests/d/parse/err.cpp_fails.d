/* @@opts: -C */
#if 1
BEGIN
{
	exit(0);
}
