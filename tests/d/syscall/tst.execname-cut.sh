# @@needs: command -v python3
# execname is read from the task (bpf_get_current_task_btf(), cg/cg_comm.c;
# behind the syscall dispatch the task its 32-bit test fetched:
# prov/syscall_raw.c), cut at its NUL as bpf_get_current_comm() cuts it:
# a name set after a longer one must not keep the longer one's tail,
# which kernels that set the name with strlcpy leave past the NUL; nor
# may a name of 16 bytes or more keep its 16th.  In a key, a record and a
# string alike, through the dispatch (get*: more than 8 syscalls) and
# through getppid's own tracepoint.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'import ctypes, os\nl = ctypes.CDLL(None)\nfor n in [b"abcdefghijklmnopq", b"xy", b"abcdefgh", b"", b"abcdefg", b"abcdefghijklmno", b"q"]:\n    l.prctl(15, n)\n    os.getppid()\n' >"$dir/r.py"
for probes in "syscall::get*:entry" "syscall::getppid:entry"; do
	echo "$probes"
	$DTRACE -q -c "python3 $dir/r.py" -n "$probes"' /pid == $target && probefunc == "getppid" &&
    (self->on || execname == "abcdefghijklmno")/
{
	self->on = 1;	/* from the first name set on: not the shell of -c */
	printf("[%s] %d\n", execname, strlen(execname));
	@k[execname] = count();
	s = execname;
	@s[s, strlen(s)] = count();
}
END { printa("key [%s] %@d\n", @k); printa("str [%s] %d %@d\n", @s); }'
done
