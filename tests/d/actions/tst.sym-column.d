/*
 * sym(), func() and mod() as actions print like usym(): two spaces, then
 * the symbol (here an address no symbol holds, 0x0) left-aligned in 50
 * columns, with -q as without (Actions and Subroutines: sym, mod; Oracle's
 * libdtrace prints these records with the same "  %-50s" as their
 * aggregation keys).
 */
#pragma D option quiet

BEGIN
{
	sym(0); printf("|\n");
	func(0); printf("|\n");
	mod(0); printf("|\n");
	usym(0); printf("|\n");
	exit(0);
}
