# copyin() of more than the scratch space allows is DTrace's "out of scratch
# space" fault (ERROR fires, the clause stops), not a silently short copy.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
echo 'echo hi >/dev/null' >"$d/w.sh"	# -c splits at blanks: no quoting
$DTRACE -qn '
syscall::write:entry /pid == $target/ { x = copyin(arg1, 1 << 30); printf("copied\n"); }
syscall::write:entry /pid == $target/ { y = copyin(arg1, 2); printf("small: %c%c\n", *(char *)y, ((char *)y)[1]); }
ERROR { printf("ERROR fired: fault %d\n", arg4); }' -c "sh $d/w.sh" 2>&1 |
	sed 's/ at BPF pc [0-9]*$//; s/probe ID [0-9]*/probe ID N/'
echo "exit ${PIPESTATUS[0]}"
