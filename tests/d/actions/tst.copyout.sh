# @@needs: tests/tools/testcc --check && $DTRACE -wq -n 'syscall::getppid:entry { copyoutstr("", 0, 1); } BEGIN { exit(0); }'
# Actions and Subroutines: copyout(buf, addr, nbytes) writes nbytes of D's
# memory (alloca(), a kernel array) to the process's addr, the length a
# constant or any expression, 0 writing nothing; copyoutstr(s, addr, max)
# writes the string and its NUL, at most max bytes, nothing past them.  A
# length larger than D's scratch (negative included) is out of scratch
# space; an address that cannot be written, or a copy from BEGIN (dtrace
# itself), is an invalid address.  Each fault ends its clause only.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$TESTCC" -O0 -o "$dir/copyout" copyout.c || exit 1
$DTRACE -wq -c "$dir/copyout $dir/out" -n '
syscall::write:entry /pid == $target && arg2 == 16/ {
	this->p = alloca(4);
	*(uint32_t *)this->p = 0x44434241;
	copyout(this->p, arg1, 4);
	n = 2;
	copyout(this->p, arg1 + 4, n);
	copyoutstr("hi", arg1 + 8, 32);
	copyoutstr("hello", arg1 + 12, 3);
	copyout(this->p, arg1 + 16, 0);
	copyout(curthread->comm, arg1 + 20, 4);
	printf("copied\n");
}
syscall::write:entry /pid == $target && arg2 == 16/ {
	this->p = alloca(4);
	copyout(this->p, arg1, -1);
	printf("not reached\n");
}
syscall::write:entry /pid == $target && arg2 == 16/ {
	copyoutstr("a", 0, 2);
	printf("not reached\n");
}
syscall::write:entry /pid == $target && arg2 == 16/ {
	printf("last clause\n");
}
BEGIN {
	copyoutstr("a", 0, 2);
	printf("not reached\n");
}' 2>&1 | sed 's/ at BPF pc [0-9]*//; s/probe ID [0-9]* /probe ID N /; s/(0x[0-9a-f]*)/(ADDR)/'
echo "exit ${PIPESTATUS[0]}"
cat "$dir/out"
