/* @@opts: -xerrtags */
BEGIN
{
#error "not" supported here
	exit(0);
}
