# (tst.ustack.aarch64.r: arm64's frame chain goes on from libc to the
# program's _start, which x86-64's ends before.)
# ustack() frames of a known call path (module`function+0xoff, from the
# target's ELF symbols), and usym/ufunc/umod/uaddr/%A of ucaller, the return
# address into the caller of the libc system call wrapper; ustack() as an
# aggregation key.
# @@needs: tests/tools/testcc --check
dir=$(mktemp -d)
"$TESTCC" -O0 -fno-omit-frame-pointer -o $dir/getppid3 getppid3.c || exit 1
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	ustack();
	printf("[");
	usym(ucaller); ufunc(ucaller); umod(ucaller); uaddr(ucaller);
	printf("]\n");
	printf("A: %A\n", ucaller);
	exit(0);
}' -c $dir/getppid3 >out.$$
echo "status $?"
# the program's own frames, offsets masked (they depend on the compiler)
grep -E '^ {14}getppid3`' out.$$ | sed 's/+0x[0-9a-f]*$/+OFF/'
# the innermost frame is in libc (its symbol depends on the libc build)
sed -n 2p out.$$ | grep -qE '^ {14}libc\.so\.6`' && echo "libc frame first"
sed -n 's/^\[\(.*\)\]$/\1/p' out.$$ | sed 's/+0x[0-9a-f]*/+OFF   /; s/ *$//'
grep '^A: ' out.$$ | sed 's/+0x[0-9a-f]*$/+OFF/'
# @[ustack()] = count(): one key for the three identical calls
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @[ustack()] = count(); }' \
    -c $dir/getppid3 >out.$$
echo "status $?"
grep -E '^ {14}getppid3`|^ +[0-9]+$' out.$$ | sed 's/+0x[0-9a-f]*$/+OFF/'
rm -rf out.$$ $dir
