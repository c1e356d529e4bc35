/*
 * A variable's type is its first assignment's (the guide: x = 123 creates
 * an int) and its storage is that type's size (Oracle's DTrace stores a
 * global, clause-local, thread-local or array element in the bytes of its
 * type): a later wider value is converted to it, as C's assignment does.
 * x = 0; x = timestamp; keeps timestamp's low 32 bits, for every scope;
 * a variable declared uint64_t, or first assigned timestamp, keeps all.
 */
#pragma D option quiet

uint64_t d;

BEGIN
{
	g = 0; this->l = 0; self->t = 0; a["k"] = 0; d = 0; w = timestamp;
	g = 0x1234567890; this->l = 0x1234567890; self->t = 0x1234567890;
	a["k"] = 0x1234567890; d = 0x1234567890; w = 0x1234567890;
	printf("sizes %d %d %d %d %d %d\n", sizeof (g), sizeof (this->l), sizeof (self->t),
	    sizeof (a["k"]), sizeof (d), sizeof (w));
	printf("%x %x %x %x %x %x\n", g, this->l, self->t, a["k"], d, w);
	u = (unsigned char)0;
	u = -5;
	printf("%d %d\n", u, u + 0);
	exit(0);
}
