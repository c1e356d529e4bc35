# dtrace -p also ends when the process has exited but is a zombie (its
# parent, here a sleep, never reaps it).
# @@needs: command -v gcc
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -n "$spid" ] && kill $spid 2>/dev/null; true' EXIT
gcc -O0 -o "$tmp/target" target.c
mkfifo "$tmp/fifo"
sh -c '"$1" stdin <"$2" & echo $! >"$3"; exec sleep 60' sh "$tmp/target" "$tmp/fifo" "$tmp/pid" &
spid=$!
exec 3>"$tmp/fifo"
for i in $(seq 100); do [ -s "$tmp/pid" ] && break; sleep 0.1; done
tpid=$(cat "$tmp/pid")
. ./execwait.sh; wait_exec $tpid "$tmp/target"
$DTRACE -qp $tpid -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:add:entry { printf("add %d\n", arg0); }
END { printf("end\n"); }' >"$tmp/out" 2>&1 3>&- &
dpid=$!
for i in $(seq 100); do
	grep -q ready "$tmp/out" 2>/dev/null && break
	sleep 0.1
done
echo 5 >&3
exec 3>&-
rc=0
wait $dpid || rc=$?
cat "$tmp/out"
# the state letter only: ps adds flags (N when the suite runs under nice)
echo "dtrace exit status $rc, target state $(ps -o stat= -p $tpid | cut -c1)"
