# syscall::openat:entry with copyinstr(arg1): the path a process opens,
# read from its memory (the call every architecture has: arm64's generic
# table has no open).
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'x' >"$d/file"
# arg2 == 0 (O_RDONLY): dd's own open of its input, whose path is in its
# arguments; the loader's and libc's opens (O_CLOEXEC) name paths in their
# read-only data, which may not be paged in yet (copyinstr cannot fault)
$DTRACE -qn 'syscall::openat:entry /pid == $target && arg2 == 0/ { printf("%s:%s %s\n", probefunc, probename, copyinstr(arg1)); }' \
	-c "dd if=$d/file of=/dev/null status=none" >"$d/out"
echo "exit $?"
grep -F "$d/file" "$d/out" | sed "s|$d|DIR|"
