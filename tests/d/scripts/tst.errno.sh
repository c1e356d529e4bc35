# errno in syscall::return is the failed call's error, 0 after a call that
# succeeded (DTrace guide: errno, "Current errno value for the thread");
# the guide's /errno != 0/ predicate fires.  rmdir(1) makes one rmdir(2).
# ENOENT (2) for a missing directory, ENOTEMPTY (39) for a full one.
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/d"
d='
syscall::rmdir:return /pid == $target/ { printf("rmdir %d errno=%d\n", (int)arg0, errno); }
syscall::rmdir:return /pid == $target && errno != 0/ { printf("predicate fired\n"); }'
$DTRACE -qn "$d" -c "rmdir $tmp/nonexistent" 2>"$tmp/err"
grep -v '^rmdir: ' "$tmp/err" >&2 || true
$DTRACE -qn "$d" -c "rmdir $tmp/d"
$DTRACE -qn "$d" -c "rmdir $tmp" 2>"$tmp/err"
grep -v '^rmdir: ' "$tmp/err" >&2 || true
