# copyin() copies into scratch memory, the memory alloca() hands out: its
# result is an alloca pointer (bcopy() may write to it, which a plain
# pointer refuses at compile time), it shares the clause's scratchsize with
# alloca(), and a copy the scratch space cannot hold is the "out of scratch
# space" fault.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
echo 'echo hi >/dev/null' >"$d/w.sh"	# -c splits at blanks: no quoting
$DTRACE -xscratchsize=64 -qn '
syscall::write:entry /pid == $target/ {
	p = copyin(arg1, 2);
	b = (char *)alloca(1);
	*b = 72;
	bcopy(b, p, 1);
	printf("copied: %c%c\n", ((char *)p)[0], ((char *)p)[1]);
}
syscall::write:entry /pid == $target/ { a = alloca(60); x = copyin(arg1, 8); printf("not reached\n"); }
syscall::write:entry /pid == $target/ { x = copyin(arg1, 65); printf("not reached\n"); }
ERROR { printf("ERROR fired: fault %d\n", arg4); }' -c "sh $d/w.sh" 2>&1 |
	sed 's/ at BPF pc [0-9]*$//; s/probe ID [0-9]*/probe ID N/'
echo "exit ${PIPESTATUS[0]}"
