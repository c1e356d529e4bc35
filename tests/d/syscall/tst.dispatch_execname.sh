# @@needs: command -v python3
# execname in the entry programs behind the syscall dispatch is read from
# the task the 32-bit test fetched (prov/syscall_raw.c, cg/cg_comm.c),
# cut at its NUL as bpf_get_current_comm() cuts it: a name set after a
# longer one must not keep the longer one's tail, which kernels that set
# the name with strlcpy leave past the NUL; nor may a name of 16 bytes or
# more keep its 16th.  In a key, a record and a string alike.  (get*:
# more than 8 syscalls, so the dispatch.)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'import ctypes, os\nl = ctypes.CDLL(None)\nfor n in [b"abcdefghijklmnopq", b"xy", b"abcdefgh", b"", b"abcdefg", b"abcdefghijklmno", b"q"]:\n    l.prctl(15, n)\n    os.getppid()\n' >"$dir/r.py"
$DTRACE -q -c "python3 $dir/r.py" -n '
syscall::get*:entry /pid == $target && probefunc == "getppid" &&
    (self->on || execname == "abcdefghijklmno")/
{
	self->on = 1;	/* from the first name set on: not the shell of -c */
	printf("[%s] %d\n", execname, strlen(execname));
	@k[execname] = count();
	s = execname;
	@s[s, strlen(s)] = count();
}
END { printa("key [%s] %@d\n", @k); printa("str [%s] %d %@d\n", @s); }'
