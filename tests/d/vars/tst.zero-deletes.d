/*
 * Guide, "Associative Arrays" and "Thread-Local Variables": assigning 0 to
 * an element deallocates its storage, and storage is allocated only for
 * non-zero values.  With a dynamic variable space of a few elements,
 * creating and deleting hundreds of distinct elements (integers, strings,
 * structs, unions, thread-local arrays) and storing 0 to missing ones must never
 * run out of space: no dynamic variable drops.
 */
#pragma D option quiet
#pragma D option dynvarsize=2k

struct pair { int a; long b; };
struct pair p;
union num { int i; long l; };
union num u;
int i;

BEGIN
{
	p.a = 1;
	p.b = 2;
	u.l = 7;
}

tick-1ms
/i < 400/
{
	n[i] = i + 1;		n[i] = 0;
	s[i] = "string";	s[i] = 0;
	st[i] = p;		st[i] = 0;
	self->t[i] = p;		self->t[i] = 0;
	self->ts = "thread";	self->ts = 0;
	self->tp = p;		self->tp = 0;
	un[i] = u;		un[i] = 0;
	self->tu = u;		self->tu = 0;
	never[i] = 0;
	i++;
}

tick-1ms
/i == 400/
{
	printf("n=%d s=[%s] st.a=%d t.b=%d ts=[%s] tp.a=%d never=%d\n",
	    n[1], s[1], st[1].a, self->t[1].b, self->ts, self->tp.a, never[1]);
	printf("un.l=%d tu.l=%d\n", un[1].l, self->tu.l);
	exit(0);
}
