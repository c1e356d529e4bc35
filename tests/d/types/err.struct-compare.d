/* @@opts: -xerrtags */
/* Structs and Unions: a struct is assigned whole (to a variable of the
 * same struct type) but not compared: == on two structs is refused
 * (D_OP_SCALAR).  Oracle's DTrace accepts it and compares the two
 * objects' addresses; we refuse rather than give that value. */
struct pair { int a; long b; };
struct pair x, y;

BEGIN
{
	x.a = 1;
	y = x;
	trace(y.a);
	trace(x == y);
}
