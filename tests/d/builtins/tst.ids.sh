# pid, ppid, tid, uid, gid as the process itself sees them (getpid(),
# getppid(), gettid(), getuid(), getgid()), for the main thread and a
# second one (same pid, its own tid), run as nobody so that uid and gid
# are not 0; errno at an open's return: ENOENT (2) when it failed, 0 when
# it worked and at the entry (Variables: "Current errno value for
# system calls").
# @@needs: tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
"$TESTCC" -O0 -pthread -o "$tmp/ids" ids.c
touch "$tmp/truth" && chown nobody "$tmp/truth"
$DTRACE -qn '
syscall::getppid:entry /pid == $target && !n/ {
	n = 1;
	printf("ids pid %d ppid %d tid %d uid %d gid %d\n", pid, ppid, tid, uid, gid);
}
syscall::getppid:entry /pid == $target && n && tid != pid/ {
	printf("ids pid %d ppid %d tid %d\n", pid, ppid, tid);
}
syscall::openat:entry /pid == $target/ {
	self->p = copyinstr(arg1);
	self->err = errno;
}
syscall::openat:return /pid == $target && (self->p == "/nonexistent/dtrace-ids" || self->p == "/dev/null")/ {
	printf("%s: errno at entry %d, at return %d\n", self->p, self->err, errno);
}
syscall::openat:return /pid == $target/ { self->p = 0; }
' -c "setpriv --reuid=nobody --regid=nogroup --clear-groups $tmp/ids $tmp/truth" >"$tmp/seen"
grep '^ids' "$tmp/seen" | diff "$tmp/truth" - && echo "ids agree"
grep -v '^ids' "$tmp/seen"
