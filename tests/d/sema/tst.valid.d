/* @@opts: -e */
/* Programs sema must accept: a mix of D's typing rules. */
struct point {
	int x, y;
	unsigned flag : 1;
};
struct point pt;
int arr[4];
this int local;
inline int LIMIT = 10 * 2;
enum color { RED, GREEN = 5, BLUE };

BEGIN
{
	x = 1;
	x += LIMIT + sizeof (struct point) + offsetof(struct point, y);
	s = "abc";
	t = s == "abc" ? "yes" : "no";
	self->ts = timestamp;
	this->local = BLUE;
	a[pid, execname] = 1;
	a[0, "x"] = 0;
	x = arr[2] + pt.x + pt.flag;
	p = &arr[1];
	q = *p + p[1];
	cnt++;
	@c[probefunc] = count();
	@q = quantize(x, 2);
	@l = lquantize(x, 0, 100, 10);
	@ll = llquantize(x, 10, 0, 6, 20);
	printf("%d %s %d\n", x, s, NULL == 0);
	trace(strlen(strjoin(s, t)));
	printa("%@d\n", @c);
	exit(cnt - 1);
}
