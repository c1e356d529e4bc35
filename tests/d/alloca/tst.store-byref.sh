# A value held by reference is stored through a pointer into alloca()
# memory by copying it: a string up to its NUL, truncated to strsize
# bytes with the NUL (Oracle's example `*(string *)alloca(32) = "..."`),
# a struct whole.  The copy is checked as bcopy()'s: a string stored
# past what the clause allocated is an invalid-size fault (ERROR's arg4).
err=$(mktemp)
$DTRACE -qs /dev/stdin 2>"$err" <<'EOF'
#pragma D option strsize=16

struct pair {
	int a;
	int b;
};

BEGIN
{
	s = (string *)alloca(16);
	*s = "0123456789abcdefXYZ";
	printf("%s (%d)\n", *s, strlen(*s));
	*s = "short";
	printf("%s\n", *s);

	this->q = (struct pair *)alloca(sizeof (struct pair));
	this->q->a = 1;
	this->q->b = 2;
	this->p = (struct pair *)alloca(sizeof (struct pair));
	*this->p = *this->q;
	printf("%d %d\n", this->p->a, this->p->b);
}

BEGIN
{
	s = (string *)alloca(8);
	*s = "does not fit";
	printf("not reached\n");
}

ERROR
{
	printf("a string past the allocation: fault %d\n", arg4);
	exit(0);
}
EOF
sed 's/BPF pc [0-9]*/BPF pc N/' "$err"
rm -f "$err"
