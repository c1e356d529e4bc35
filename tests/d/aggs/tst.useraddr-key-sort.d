/*
 * Output Formatting: keys of equal values in key order; a usym(), umod() or
 * uaddr() key compares as its process id and then its address, both as
 * numbers (libdtrace's key comparison for these records), so 0x1ff comes
 * before 0x200 (compared bytewise, low byte first, 0x200 came first).
 * Addresses mapped in no process print as numbers.
 */
#pragma D option quiet

BEGIN
{
	@a[uaddr(0x200)] = count(); @a[uaddr(0x1ff)] = count();
	@a[uaddr(0x10000)] = count(); @a[uaddr(0x100)] = count();
	@s[usym(0x200)] = count(); @s[usym(0x1ff)] = count();
	@m[umod(0x2ff)] = count(); @m[umod(0x300)] = count();
	exit(0);
}
