# Without the privileges to load BPF, dtrace says so in one sentence, its
# first line, before it compiles anything (no "matched 1 probe", no map
# creation failure, no tracefs error), and exits 1: as another user, and
# as root with CAP_SYS_ADMIN, CAP_BPF and CAP_PERFMON dropped.  -V and
# --help need no privileges.
# @@needs: command -v setpriv && command -v capsh
$DTRACE -q -n 'BEGIN { exit(0); }' >/dev/null 2>/dev/null   # sanity: works as root
echo "root: exit $?"
nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
nobody $DTRACE -n 'BEGIN { exit(0); }' 2>&1
echo "nobody: exit $?"
nobody $DTRACE -q -n 'syscall::read:entry { exit(0); }' 2>&1
echo "nobody, syscall: exit $?"
nobody $DTRACE -l -n 'syscall::read:entry' 2>&1
echo "nobody, -l: exit $?"
nobody $DTRACE -V; echo "nobody, -V: exit $?"
nobody $DTRACE --help | head -1; echo "nobody, --help: exit $?"
capsh --drop=cap_sys_admin,cap_bpf,cap_perfmon -- -c "$DTRACE -n BEGIN" 2>&1
echo "root without the capabilities: exit $?"
