# errno in syscall::openat:return: 2 (ENOENT) for a missing file, 0 for one
# that opened (see errno.d).  cat's own complaint is dropped.
err=$(mktemp)
$DTRACE -q -s errno.d -c "cat /nonexistent/x /dev/null" 2>"$err"
rc=$?
grep -v '^cat: ' "$err" >&2
rm -f "$err"
exit $rc
