/* @@opts: -xerrtags */
/*
 * Variables: External Variables.  A doubled scoping operator names a user
 * symbol (mod``sym); a symbol of a kernel module may not be referenced so
 * (D_SYM_BADREF).
 */
BEGIN
{
	trace((uint64_t)&vmlinux``vfs_read);
}
