/* Pointer arithmetic on pointers held in globals, thread-locals, associative arrays and clause-locals; post-increment yields the old value. */
#pragma D option quiet
int *gp;
BEGIN
{
	self->p = (int *)100;
	self->p++;
	self->p += 2;
	a[1] = (long *)100;
	a[1]++;
	a[1] -= 3;
	gp = (int *)100;
	gp++;
	--gp;
	gp = gp + 5;
	this->q = (short *)100;
	this->r = this->q++;
	printf("%d %d %d %d %d\n", (long)self->p, (long)a[1], (long)gp, (long)this->q, (long)this->r);
	printf("%d %d\n", (int *)100 < (int *)104, self->p - (int *)100);
	exit(0);
}
