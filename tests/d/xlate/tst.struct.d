/* A translation used as a whole value: the struct is built (members the
 * translator leaves out read 0), copied, pointed to, and traced through. */
#pragma D option quiet

struct in {
	int a;
	int b;
};

struct out {
	int sum;
	int unset;
	char tag[4];
	long prod;
};

translator struct out < struct in I > {
	sum = I.a + I.b;
	tag = "ab";
	prod = I.a * I.b;
};

struct in i;
struct out o;

BEGIN
{
	i.a = 6;
	i.b = 7;
	o = xlate <struct out> (i);
	printf("copy: %d %d %s %d\n", o.sum, o.unset, o.tag, o.prod);
	o = *xlate <struct out *> (i);
	printf("deref: %d %d\n", o.sum, o.prod);
	this->p = xlate <struct out *> (i);
	printf("pointer: %d %s %d\n", this->p->sum, this->p->tag, this->p->prod);
	this->ps = xlate <psinfo_t *> (curthread);
	printf("psinfo: %d %d\n", this->ps->pr_pid == pid, this->ps->pr_size);
	printf("curpsinfo: %d\n", (*curpsinfo).pr_pid == pid);
	exit(0);
}
