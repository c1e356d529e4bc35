# An enabling of more than 8 syscalls runs from raw_syscalls through one
# dispatcher per direction (prov/syscall_raw.c): only the syscalls it
# matches fire, with the arguments and return values the per-syscall
# tracepoints give.  syscall::*read*: matches more than 8; dd makes
# exactly 5 reads of 1234 bytes from /dev/zero and 5 writes of 1234 bytes,
# which must not show up as reads.  args[] are typed from the first probe
# matched, as in DTrace: readahead's size_t on x86-64, but on arm64 (whose
# generic table has no readlink) readlinkat's char *: hence the cast.
$DTRACE -qn '
syscall::*read*:entry /pid == $target && arg2 == 1234/
{
	printf("%s:%s fd=%d n=%d args[2]=%d\n", probefunc, probename, arg0, arg2, (long)args[2]);
	@e[probefunc] = count();
}
syscall::*read*:return /pid == $target && arg0 == 1234/
{
	printf("%s:%s ret=%d arg1=%d errno=%d\n", probefunc, probename, arg0, arg1, errno);
	@r[probefunc] = count();
}
END { printa("entries %s %@d\n", @e); printa("returns %s %@d\n", @r); }' \
	-c 'dd if=/dev/zero of=/dev/null bs=1234 count=5 status=none'
