/* &`sym is the symbol's address: %a prints it back as module`symbol, and
 * an offset from it as +0x... */
#pragma D option quiet
BEGIN
{
	printf("%a\n%a\n", &`vfs_read, (uint64_t)&vmlinux`vfs_read + 4);
	exit(0);
}
