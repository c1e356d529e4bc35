/*
 * printa()'s default output of a struct key (Aggregations: Printing
 * Aggregations; Output Formatting: printa): a key prints by its size as a
 * traced value does, an 8-byte struct as a 64-bit integer; one of another
 * size as a string in the 50-wide key column when its bytes read as one
 * (printable characters, then only NULs: a struct of three chars), else
 * as hexadecimal bytes, as many as the struct has (12, not its 8-aligned
 * slot).
 */
#pragma D option quiet

struct three { int a; int b; int c; };
struct chars { char x; char y; char z; };
struct pair { int lo; int hi; };
struct three t;
struct chars c;
struct pair p;

BEGIN
{
	t.a = 1; c.x = 'a'; c.y = 'b'; c.z = 'c'; p.lo = 2; p.hi = 1;
	@t[t] = count(); @c[c] = count(); @p[p] = count();
	printa(@t); printa(@c); printa(@p);
	exit(0);
}
