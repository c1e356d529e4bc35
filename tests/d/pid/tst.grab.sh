# dtrace -p attaches to a running process and exits cleanly (status 0,
# END runs) when that process exits.  The target calls add() once per
# line it reads from a fifo, and exits at end of file.
# @@needs: command -v gcc
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -n "$tpid" ] && kill $tpid 2>/dev/null; true' EXIT
gcc -O0 -o "$tmp/target" target.c
mkfifo "$tmp/fifo"
"$tmp/target" stdin <"$tmp/fifo" &
tpid=$!
exec 3>"$tmp/fifo"
. ./execwait.sh; wait_exec $tpid "$tmp/target"
$DTRACE -qp $tpid -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:add:entry { printf("add %d, target %d\n", arg0, pid == $target); }
END { printf("end\n"); }' >"$tmp/out" 2>&1 3>&- &
dpid=$!
while kill -0 $dpid 2>/dev/null && ! grep -q ready "$tmp/out" 2>/dev/null; do
	sleep 0.1
done
echo 7 >&3
echo 8 >&3
exec 3>&-
wait $tpid || true
tpid=
rc=0
wait $dpid || rc=$?
cat "$tmp/out"
echo "dtrace exit status $rc"
