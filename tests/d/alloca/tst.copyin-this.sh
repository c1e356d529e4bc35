# A copyin() pointer kept in a clause-local (this->p) is readable in the
# next clauses of the same firing, also after they copy in more or
# allocate: copyin()'s scratch bytes live for the whole firing (alloca()'s
# for a clause), and bcopy() may write to them there.  In a later firing
# they are gone: a pointer kept from an earlier firing is an invalid
# address.  The address in the fault message varies: masked.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'echo hello-world >/dev/null\necho again >/dev/null\n' >"$d/w.sh"
$DTRACE -qn 'int n;
syscall::write:entry /pid == $target/ { n++; }
syscall::write:entry /pid == $target && n == 1/ { this->p = (char *)copyin(arg1, 5); }
syscall::write:entry /pid == $target && n == 1/ { this->q = (char *)copyin(arg1 + 6, 5); }
syscall::write:entry /pid == $target && n == 1/ {
	this->a = (char *)alloca(8);
	this->a[0] = 72;
	bcopy(this->a, this->p, 1);
}
syscall::write:entry /pid == $target && n == 1/ {
	printf("%c%c%c%c%c %c%c%c%c%c\n", this->p[0], this->p[1], this->p[2], this->p[3],
	    this->p[4], this->q[0], this->q[1], this->q[2], this->q[3], this->q[4]);
	tracemem(this->p, 5);
	kept = this->p;
}
syscall::write:entry /pid == $target && n == 2/ { trace(kept[0]); }
ERROR { printf("later firing: fault %d\n", arg4); exit(0); }' -c "sh $d/w.sh" 2>&1 |
	sed 's/at BPF pc [0-9]*/at BPF pc N/; s/(0xff[0-9a-f]*)/(ADDR)/; s/probe ID [0-9]*/probe ID N/'
echo "exit ${PIPESTATUS[0]}"
