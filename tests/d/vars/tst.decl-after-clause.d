/*
 * Variables; D Program Structure: a declaration holds in every clause of
 * the program, wherever it stands: DTrace acts on declarations as it reads
 * them and types the clauses once the whole program is read.  x = 1 alone
 * would make x an int; the declaration below makes it a uint64_t, so the
 * first clause's stores keep all 64 bits (self->t likewise).
 */
#pragma D option quiet

BEGIN
{
	x = 1;
	x <<= 40;
	self->t = 1;
	self->t <<= 33;
}

BEGIN
{
	printf("%d %x %d %x\n", sizeof(x), x, sizeof(self->t), self->t);
	exit(0);
}

uint64_t x;
self uint64_t t;
