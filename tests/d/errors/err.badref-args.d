/* @@opts: -xerrtags */
/* Variables: Built-in Variables.  args[] is an array: args alone is not a
 * scalar (D_IDENT_BADREF). */
syscall::read:entry
{
	trace(args);
}
