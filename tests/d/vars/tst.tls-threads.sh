# Variables: Thread-Local Variables: each thread has its own copy of a
# thread-local, zero until that thread assigns it: a process's second
# thread reads 0 where its main thread set 1, and the main thread still
# reads its own 1 after the second one set 2 and exited.
# @@needs: tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -pthread -o "$tmp/tlsthreads" tlsthreads.c
$DTRACE -qn '
self int x;
syscall::getppid:entry /pid == $target/ {
	printf("%s thread reads %d\n", tid == pid ? "main" : "second", self->x);
	self->x = tid == pid ? 1 : 2;
}' -c "$tmp/tlsthreads"
