# The dispatch's entry prologue reads only the registers of the arguments
# the clauses use (prov/syscall_raw.c): each argument still comes from its
# own register (di si dx r10 r8 r9), and an argument past the syscall's
# own count reads 0 as from its tracepoint, whichever subset a clause
# reads.  pread64(fd, buf, 1234, 4096) has 4 arguments; preadv2(fd, iov,
# 1, 8192, 0, RWF_HIPRI) has 6 (glibc passes the offset's high half as 0
# on a 64-bit system); process_vm_readv(pid, NULL, 0, NULL, 5, 0) has 6
# too, and fails with an error.
# @@needs: python3 -c 'import os; os.preadv'
d=$(mktemp -d)
trap 'rm -rf $d' EXIT
cat >$d/r.py <<'PY'
import ctypes, os
fd = os.open("/dev/zero", os.O_RDONLY)
os.pread(fd, 1234, 4096)
os.preadv(fd, [bytearray(100)], 8192, os.RWF_HIPRI)
ctypes.CDLL(None, use_errno=True).process_vm_readv(os.getpid(), None, 0, None, 5, 0)
PY
$DTRACE -qn '
syscall::*read*:entry /pid == $target && arg2 == 1234/
{
	printf("%s: arg5=%d\n", probefunc, arg5);
	printf("%s: arg3=%d\n", probefunc, arg3);
	printf("%s: arg2=%d arg3=%d arg4=%d arg5=%d\n", probefunc, arg2, arg3, arg4, arg5);
}
syscall::*read*:entry /pid == $target && arg5 == 1/
{
	printf("%s: arg0>2=%d arg2=%d arg3=%d arg4=%d arg5=%d\n", probefunc, arg0 > 2, arg2,
	    arg3, arg4, arg5);
}
syscall::*read*:entry /pid == $target && probefunc == "preadv2"/
{
	printf("%s: arg4=%d arg9=%d\n", probefunc, arg4, arg9);
}
syscall::process_vm_readv:entry /pid == $target/
{
	printf("%s: arg1=%d arg2=%d arg4=%d\n", probefunc, arg1, arg2, arg4);
}' -c "python3 $d/r.py"
