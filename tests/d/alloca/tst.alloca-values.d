/* alloca memory: stores and loads through ->, [], *, compound assignment,
 * bcopy into a member, alloca(0), 8-byte rounding; this-> and self-> pointers. */
#pragma D option quiet
struct pt { int x; short y; char name[8]; };
BEGIN
{
	this->p = (struct pt *)alloca(sizeof(struct pt));
	this->p->x = 41;
	this->p->x++;
	this->p->y = -3;
	this->p->y -= 2;
	bcopy("hello", this->p->name, 6);
	printf("%d %d %s\n", this->p->x, this->p->y, stringof(this->p->name));
	self->q = (uint64_t *)alloca(16);
	self->q[1] = 0x123456789abcdef0;
	*self->q = self->q[1] >> 4;
	printf("%x %x\n", self->q[0], self->q[1]);
	a = alloca(0);
	b = alloca(0);
	printf("%d %d\n", a == b, (uint64_t)b - (uint64_t)this->p);
	c = (int *)alloca(8);
	c[0] = 1; c[1] = 2;
	x = 0;
	x += c[0] + *(c + 1);
	printf("%d %d\n", x, ++c[1]);
	exit(0);
}
