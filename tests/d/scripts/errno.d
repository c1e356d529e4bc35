/*
 * errno in syscall::return is the failed call's error (ENOENT = 2 for a
 * missing file, as the DTrace guide's errno example shows) and 0 after a
 * call that succeeded; the guide's /errno != 0/ predicate fires.
 * Run by tst.errno.sh.
 */
syscall::openat:entry /pid == $target/ { self->path = copyinstr(arg1); }
syscall::openat:return /self->path == "/nonexistent/x"/
{ printf("%s errno=%d\n", self->path, errno); }
syscall::openat:return /self->path == "/dev/null"/
{ printf("%s errno=%d\n", self->path, errno); }
syscall::openat:return /self->path == "/nonexistent/x" && errno != 0/
{ printf("predicate fired\n"); }
syscall::openat:return { self->path = 0; }
