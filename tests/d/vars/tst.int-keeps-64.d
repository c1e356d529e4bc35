/* A variable's type is its first assignment's (0: int, so sizeof 4), but
 * its storage is a 64-bit word that an assignment fills whole, as DTrace's
 * variables are: a later x = timestamp keeps every bit, and timestamp - x
 * is the true difference, for globals, clause-locals, thread-locals and
 * associative array elements alike.  Printed as its type, the int shows
 * its low 32 bits. */
#pragma D option quiet

BEGIN
{
	g = 0;
	this->l = 0;
	self->t = 0;
	a["k"] = 0;
	g = timestamp;
	this->l = timestamp;
	self->t = timestamp;
	a["k"] = timestamp;
	now = timestamp;
	printf("sizes %d %d %d %d\n", sizeof (g), sizeof (this->l), sizeof (self->t),
	    sizeof (a["k"]));
	printf("elapsed below 1s: %d %d %d %d\n", now - g < 1000000000,
	    now - this->l < 1000000000, now - self->t < 1000000000,
	    now - a["k"] < 1000000000);
	v = 0;
	v = 0x1234567890;
	printf("printed as int: %x, difference %x\n", v, 0x1234567890 - v);
	exit(0);
}
