# Stack options (Options and Tunables): -x jstackframes is jstack()'s
# default frame count (ustack's stays ustackframes), -x maxframes bounds
# every stack whatever its argument or default, -x stackindent is the
# spaces in front of each printed frame (stack(), ustack(), and stack
# keys of printa).  main -> level1 -> level2 -> getppid() three times:
# the user walk finds libc's wrapper, level1, main ...
# @@needs: cc --version
dir=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o $dir/getppid3 ../stack/getppid3.c || exit 1
run() {
	$DTRACE -q "$@" -c $dir/getppid3 >out.$$
	echo "status $?"
	# libc's symbols depend on its build, offsets on the compiler
	sed -E 's/libc\.so\.6`[^ ]*/libc.so.6`SYM/; s/vmlinux`[^ ]*/vmlinux`SYM/; s/\+0x[0-9a-f]+$/+OFF/' out.$$
	rm -f out.$$
}
echo "-- jstackframes=2: jstack() keeps two frames, ustack() its own default"
run -x jstackframes=2 -n 'syscall::getppid:entry /pid == $target && !done/ {
	done = 1; jstack(); printf("ustack deeper than 2: %d\n", ustackdepth > 2);
}'
echo "-- maxframes=1: stack(5) and ustack() keep one frame"
run -x maxframes=1 -n 'syscall::getppid:entry /pid == $target && !done/ {
	done = 1; ustack(); stack(5); @[ustack(3)] = count();
}'
echo "-- stackindent=3"
run -x stackindent=3 -n 'syscall::getppid:entry /pid == $target && !done/ {
	done = 1; ustack(2); stack(1); @[ustack(1)] = count(); @k[stack(1)] = count();
}'
rm -rf $dir
