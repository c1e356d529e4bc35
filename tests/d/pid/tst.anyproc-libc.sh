# pid*:libc.so.6: libc's file for every process, the one of this machine
# (a multiarch machine's ld.so.conf also names other architectures'
# directories, whose libc.so.6 no process here maps): a program started
# after dtrace is counted in libc's atol, once per line it reads.
# Two string keys: strsize=128 keeps them within 5.10's 512-byte map keys.
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -n "$dpid" ] && kill $dpid 2>/dev/null; true' EXIT
gcc -O0 -o "$tmp/anyproc-libc" target.c || exit 1
$DTRACE -x strsize=128 -qn '
BEGIN { printf("ready\n"); }
pid*:libc.so.6:atol:entry /execname == "anyproc-libc"/ { @[probemod, probefunc] = count(); }
pid*:libc.so.6:exit:entry /execname == "anyproc-libc"/ { exit(0); }
tick-60s { exit(0); }
END { printa("%s %s %@d\n", @); }' >"$tmp/out" 2>&1 &
dpid=$!
for i in $(seq 600); do
	grep -q ready "$tmp/out" 2>/dev/null && break
	sleep 0.1
done
printf '1\n2\n3\n' | "$tmp/anyproc-libc" stdin
rc=0
wait $dpid || rc=$?
dpid=
cat "$tmp/out"
echo "dtrace exit status $rc"
