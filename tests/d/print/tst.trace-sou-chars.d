/*
 * trace() of a struct or union is its bytes in hexadecimal whatever its
 * members (Output Formatting: trace; Oracle's libdtrace prints any traced
 * struct, union or non-char array as raw bytes): a struct of three chars,
 * alignment 1 and printable, is a 3-byte dump, not the string "abc"; a
 * union of an int and a char array is its 4 bytes.
 */
#pragma D option quiet

struct chars { char x; char y; char z; };
union u { int i; char c[4]; };
struct chars c;
union u un;

BEGIN
{
	c.x = 'a'; c.y = 'b'; c.z = 'c'; un.i = 0x44434241;
	trace(c); trace(un);
	exit(0);
}
