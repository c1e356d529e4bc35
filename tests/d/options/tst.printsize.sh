# -x printsize: the most bytes of an object print() records (8192 by
# default, rounded up to 8, DTrace's default for a value out of 1..64k);
# the members past it are not printed.  A 52-byte struct: whole by
# default, its first 8 bytes (a, b) with printsize=8 and =5 (rounded up),
# whole again with printsize=0 (the default).
d=$(mktemp -d)
cat >"$d/ps.d" <<'D'
struct big { int a; int b; char pad[40]; int z; };
BEGIN
{
	this->p = (struct big *)alloca(sizeof(struct big));
	this->p->a = 1; this->p->b = 2; this->p->z = 26;
	print(this->p);
	exit(0);
}
D
for o in "" "-x printsize=8" "-x printsize=5" "-x printsize=0"; do
	echo "-- ${o:-default}"
	$DTRACE -q $o -s "$d/ps.d" | sed -E 's/^0x[0-9a-f]+ = \*$/ADDR = */'
done
rm -rf "$d"
