/* @@opts: -xerrtags */
/* The preprocessor has already run when a pragma is read. */
#pragma D option define=FOO=1

BEGIN
{
	exit(0);
}
