/* Thread-local and associative-array struct values: member stores create
 * the variable, copies from other variables and from kernel memory,
 * missing ones read as zeroes, assigning 0 deletes. */
#pragma D option quiet

struct rec { int a; long b; };
this struct rec v;
self struct rec r;
self struct task_struct tsk;

BEGIN
{
	self->r.a = 3;
	self->r.b = 40;
	this->v.a = 5;
	this->v.b = 6;
	st[1] = this->v;
	st[2] = self->r;
	st[2].a *= 2;
	self->tsk = *curthread;
	printf("%d %d %d %d %d %d\n", self->r.a, self->r.b, st[1].a, st[1].b,
	    st[2].a, st[2].b);
	printf("%d %d\n", self->tsk.pid == pid, st[3].b);
	st[1] = 0;
	self->r = 0;
	printf("%d %d %d\n", st[1].a, self->r.b, st[2].a);
	exit(0);
}
