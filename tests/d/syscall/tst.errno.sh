# errno and the return value of a failing openat(2) through the
# raw_syscalls dispatch (every syscall enabled), as the tracepoint gives
# them: arg0 = arg1 = -ENOTDIR, errno = ENOTDIR (20); a path under a file
# fails so, unlike the locale files cat may look for (ENOENT).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$DTRACE -qn '
syscall:::return /pid == $target && probefunc == "openat" && errno == 20/
{
	printf("%s:%s arg0=%d arg1=%d errno=%d\n", probefunc, probename, arg0, arg1, errno);
}' -c 'cat /etc/passwd/x' 2>"$tmp/err"
grep -v '^cat: ' "$tmp/err" >&2
exit 0
