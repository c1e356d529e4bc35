/* @@opts: -xerrtags */
/* ... by one of them. */
syscall::read:entry
{
	x = args[0, 1];
}
