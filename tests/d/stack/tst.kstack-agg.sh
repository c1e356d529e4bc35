# @[stack()] = count(): one key for the three identical getppid() calls of
# the target, its frames symbolised as vmlinux`func+0xoff under 14 spaces
# of indent, ending in the system call entry path, then the count.
# @@needs: cc --version
dir=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o $dir/getppid3 getppid3.c || exit 1
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @[stack()] = count(); }' \
    -c $dir/getppid3 >out.$$
echo "status $?"
rm -rf $dir
# frames: the syscall entry symbols must be there, in call order
grep -oE '^ {14}vmlinux`(do_syscall_64|entry_SYSCALL_64[a-z_]*)\+0x[0-9a-f]+$' out.$$ |
    sed 's/+0x[0-9a-f]*$//'
# every other line is a symbolised kernel frame
grep -vE '^$|^ +[0-9]+$' out.$$ | grep -vcE '^ {14}vmlinux`[A-Za-z0-9_.]+(\+0x[0-9a-f]+)?$' |
    sed 's/^/unsymbolised frames: /'
grep -E '^ +[0-9]+$' out.$$
rm -f out.$$
