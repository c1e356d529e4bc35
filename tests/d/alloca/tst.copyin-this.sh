# A copyin() pointer kept in a clause-local (this->p) is readable in the
# next clauses of the same firing, also after they copy in more: scratch
# memory lives for the whole firing.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
echo 'echo hello-world >/dev/null' >"$d/w.sh"
$DTRACE -qn '
syscall::write:entry /pid == $target/ { this->p = (char *)copyin(arg1, 5); }
syscall::write:entry /pid == $target/ { this->q = (char *)copyin(arg1 + 6, 5); }
syscall::write:entry /pid == $target/ {
	printf("%c%c%c%c%c %c%c%c%c%c\n", this->p[0], this->p[1], this->p[2], this->p[3],
	    this->p[4], this->q[0], this->q[1], this->q[2], this->q[3], this->q[4]);
	tracemem(this->p, 5);
}' -c "sh $d/w.sh"
echo "exit $?"
