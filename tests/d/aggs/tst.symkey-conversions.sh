# Aggregations, Output Formatting: mod() and umod() values print as their
# module whatever conversion takes them (%a, %p, %A, with a width), in
# printf() and as printa() keys, since DTrace chooses the printer by the
# value's action; sym() with %a prints the address symbolised with its
# offset.  The default output prints each key in the 50-wide column: the
# module alone for mod()/umod(), the function for sym()/usym().
# clock_nanosleep(2) of sleep(1) is the workload (libc's wrapper makes it).
$DTRACE -qn 'syscall::clock_nanosleep:entry /pid == $target/ {
	printf("printf [%a] [%p] [%-10a] [%A] [%a]\n", mod(caller), mod(caller),
	    mod(caller), umod(uregs[R_PC]), sym(caller));
	@[mod(caller), umod(uregs[R_PC]), sym(caller), usym(uregs[R_PC])] = count();
}
END { printa("printa [%a] [%A] [%a] [%A] %@d\n", @); printa(@); }' \
    -c '/bin/sleep 0.01' >out.$$
echo "status $?"
# the kernel function calling the tracepoint, libc's symbol for the wrapper
# and the offsets depend on their builds
sed -E 's/vmlinux`[A-Za-z0-9_.]+(\+0x[0-9a-f]+)?/vmlinux`SYM/g; s/libc\.so\.6`[A-Za-z0-9_.]+/libc.so.6`SYM/g; s/`SYM +/`SYM /g; s/ +1$/ 1/' out.$$
rm -f out.$$
