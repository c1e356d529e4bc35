/* @@opts: -xerrtags */
/* Calling a function D does not have. */
BEGIN
{
	nosuchfunc(1);
}
