/* @@opts: -xerrtags */
/* args[] is indexed by an integer constant. */
syscall::read:entry
{
	i = 0;
	x = args[i];
}
