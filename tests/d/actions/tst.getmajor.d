/* getmajor(), getminor(): the major and minor numbers of a kernel dev_t,
 * which Linux packs as major << 20 | minor (MINORBITS 20); checked against
 * a real device: the root inode's superblock's s_dev, split the same way.
 * The result is the kernel's dev_t (vmlinux`dev_t, 32 bits), not D's. */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", getmajor(0x12345678), getminor(0x12345678));
	printf("%d %d\n", getmajor(0), getminor(0xfffff));
	printf("%d %d\n", sizeof(getmajor(0)), sizeof(getminor(0)));
	this->dev = curthread->fs->root.dentry->d_sb->s_dev;
	printf("%d\n", getmajor(this->dev) == this->dev >> 20 &&
	    getminor(this->dev) == (this->dev & 0xfffff));
	exit(0);
}
