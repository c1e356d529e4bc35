# The D library is compiled file by file as a script first needs it
# (sema/dlib.c): every way a script can first name what a library file
# declares must find it, as when the whole library was compiled up front.
# Each run below is a fresh dtrace whose only use of the library is the
# one described.
tmpdir=$(mktemp -d)
trap 'rm -rf "$tmpdir"' EXIT

# a library type first named in a predicate, through a builtin typed by it
# (curpsinfo is psinfo_t *), and by xlate
$DTRACE -qn 'BEGIN /curpsinfo->pr_pid == pid/ { printf("predicate: curpsinfo ok\n"); exit(0); }'
$DTRACE -qn 'BEGIN /xlate <psinfo_t *> (curthread)->pr_pid == pid/ { printf("predicate: xlate ok\n"); exit(0); }'
# a cast, sizeof and offsetof of a typedef, and of a struct tag only
$DTRACE -qn 'BEGIN { this->p = (lwpsinfo_t *)0; printf("cast: %d\n", this->p == NULL); exit(0); }'
$DTRACE -qn 'BEGIN { printf("sizeof: %d %d %d\n", sizeof (psinfo_t), sizeof (struct lwpsinfo), sizeof (bufinfo_t)); exit(0); }'
$DTRACE -qn 'BEGIN { printf("offsetof: %d %d\n", offsetof(psinfo_t, pr_fname), offsetof(struct tcpinfo, tcp_seq)); exit(0); }'
# constants: errno, signal and inet names, first in a predicate or an argument
$DTRACE -qn 'BEGIN /EINTR == 4/ { printf("errno: %d %d\n", EINTR, ENOENT); exit(0); }'
$DTRACE -qn 'BEGIN { printf("signal: %d %d\n", SIGKILL, SIGTERM); exit(0); }'
$DTRACE -qn 'BEGIN { printf("inet: %d %s\n", IPPROTO_TCP, protostr[IPPROTO_UDP]); exit(0); }'
# tcp.d's names, whose declarations use net.d's (depends_on)
$DTRACE -qn 'BEGIN { printf("tcp: %d %s %d\n", TH_SYN, tcp_state_string[TCP_STATE_LISTEN], sizeof (ipinfo_t) > 0); exit(0); }'
# an inline whose value names another inline of its file (chip: curcpu)
$DTRACE -qn 'BEGIN { printf("inline of inline: %d\n", chip == curcpu->cpu_chip); exit(0); }'
# translated probe arguments: the library type only in the provider's
# argument list, compiled (-e) and listed (-lv); members every kernel
# translates (io.d's dev_name reads request_queue.disk, which 5.10 lacks)
$DTRACE -e -n 'io:::start { trace(args[0]->b_bcount); }' && echo "io args: compiled"
$DTRACE -e -n 'tcp:::send { trace(args[3]->tcps_state); trace(args[2]->ip_saddr); }' && echo "tcp args: compiled"
$DTRACE -e -n 'proc:::signal-send { trace(args[0]->pr_lwpid); trace(args[1]->pr_fname); }' && echo "proc args: compiled"
$DTRACE -lv -n io:::start | sed -n '/Argument Types/,$p'
$DTRACE -lv -n proc:::signal-send | sed -n '/Argument Types/,$p'
# a name only in a macro argument, or only after -C's preprocessing
$DTRACE -qn 'BEGIN { printf("macro argument: %d\n", $1); exit(0); }' EINTR
$DTRACE -C -qn '#define KILL SIGKILL
BEGIN { printf("cpp: %d\n", KILL); exit(0); }'
# a second program of the session is the first to name the library
$DTRACE -qn 'BEGIN { x = 1; }' -n 'BEGIN { printf("second program: %d\n", SIGINT); exit(0); }'
# a script may redefine a library constant
$DTRACE -qn 'inline int EINTR = 99;' -n 'BEGIN { printf("redefined: %d\n", EINTR); exit(0); }' 2>&1
# errors in the script still name the script's line, after a library use
cat > "$tmpdir/bad.d" <<'D'
BEGIN
{
	trace(curpsinfo->pr_pid);
	trace(curpsinfo->pr_nosuch);
}
D
$DTRACE -xerrtags -s "$tmpdir/bad.d" 2>&1 | sed "s|$tmpdir/||"
cat > "$tmpdir/undef.d" <<'D'
BEGIN
{
	trace(EINTR);
	trace(EINTRX);
}
D
$DTRACE -xerrtags -s "$tmpdir/undef.d" 2>&1 | sed "s|$tmpdir/||"
$DTRACE -xerrtags -qn 'BEGIN { trace(sizeof (nosuch_t)); }' 2>&1
# -x nolibs: none of it
$DTRACE -xnolibs -xerrtags -qn 'BEGIN { trace(EINTR); }' 2>&1
$DTRACE -xnolibs -xerrtags -qn 'BEGIN { trace(sizeof (psinfo_t)); }' 2>&1
# an -L file naming the system library's type, with depends_on
mkdir "$tmpdir/lib"
cat > "$tmpdir/lib/mine.d" <<'D'
#pragma D depends_on library psinfo.d
inline int mine_size = sizeof (psinfo_t);
D
$DTRACE -L "$tmpdir/lib" -qn 'BEGIN { printf("-L: %d\n", mine_size == sizeof (struct psinfo)); exit(0); }'
# a system library file compiles only when used: its error then names
# the file and its line (a -L file's shows for every script: xlate/tst.libdir)
mkdir "$tmpdir/sys"
printf 'inline int fine = 1;\n\ninline int broken = ;\n' > "$tmpdir/sys/bad.d"
$DTRACE -xsyslibdir="$tmpdir/sys" -qn 'BEGIN { printf("unused broken file: ok\n"); exit(0); }' 2>&1
$DTRACE -xsyslibdir="$tmpdir/sys" -qn 'BEGIN { trace(fine); exit(0); }' 2>&1 | sed "s|$tmpdir/||"
exit 0
