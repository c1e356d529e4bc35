/*
 * Actions and Subroutines: sym, func, mod, usym, ufunc, uaddr, umod of an
 * address no symbol or mapping covers print the address in hex (0x...), in
 * the same 50 columns a symbol takes; BEGIN's process is dtrace, where
 * nothing is mapped at 0x10.
 */
#pragma D option quiet

BEGIN
{
	sym(0); printf("|\n");
	func(1); printf("|\n");
	mod(2); printf("|\n");
	usym(0x10); printf("|\n");
	ufunc(0x11); printf("|\n");
	uaddr(0x12); printf("|\n");
	umod(0x13); printf("|\n");
	exit(0);
}
