# @@needs: command -v python3
# Actions and Subroutines: copyinstr(addr, maxlength) examines at most
# maxlength bytes and NUL-terminates the result; maxlength is any
# expression (the guide's copyinstr(arg1, arg2) on write(2) prints the
# nbytes written, not the rest of the buffer).  0 gives "", a maxlength of
# strsize or more, or a negative one, gives the whole string.  The writer
# writes the first 5 bytes of a longer NUL-terminated buffer to /dev/null.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'import os\nb = b"abcdefghijklmnop"\nfd = os.open("/dev/null", os.O_WRONLY)\nos.write(fd, memoryview(b)[:5])\n' > "$dir/w.py"
$DTRACE -q -c "python3 $dir/w.py" -n '
syscall::write:entry /pid == $target && arg2 == 5/ {
	n = 3;
	printf("[%s]\n", copyinstr(arg1, arg2));
	printf("[%s]\n", copyinstr(arg1, n));
	printf("[%s]\n", copyinstr(arg1, n + 4));
	printf("[%s]\n", copyinstr(arg1, 0));
	printf("[%s]\n", copyinstr(arg1, 1));
	printf("[%s]\n", copyinstr(arg1, -1));
	printf("[%s]\n", copyinstr(arg1));
	printf("[%s]\n", copyinstr(arg1, 9999));
	exit(0);
}'
