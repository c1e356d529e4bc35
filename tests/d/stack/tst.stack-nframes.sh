# stack(n) and ustack(n) as aggregation keys keep n frames (Actions and
# Subroutines: stack, ustack): ustack(2) of main -> level1 -> level2 ->
# getppid() is the libc wrapper and the next frame the walk finds (level1,
# as in tst.ustack.sh), stack(1) one kernel frame; the three identical
# calls are one key.  printa's %k prints a ustack key's
# frames symbolised, without the process id the key carries.
# @@needs: cc --version
dir=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o $dir/getppid3 getppid3.c || exit 1
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	@u[ustack(2)] = count(); @k[stack(1)] = count();
}
END { printa("%k@%@d\n", @u); printa(@u); printa("%k@%@d\n", @k); }' \
    -c $dir/getppid3 >out.$$
echo "status $?"
rm -rf $dir
# libc's symbol for the wrapper depends on its build; offsets on the compiler
sed -E 's/^( *)libc\.so\.6`.*/\1libc.so.6`SYM/; s/^( *)vmlinux`.*/\1vmlinux`SYM/; s/\+0x[0-9a-f]+$/+OFF/' out.$$
rm -f out.$$
