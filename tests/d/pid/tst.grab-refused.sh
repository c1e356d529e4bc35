# -p refuses up front, in DTrace's words, a process it cannot trace: a
# zombie (exited, not yet reaped) and a kernel thread (no user space).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; kill $spid 2>/dev/null; true' EXIT
# a zombie: the child of a shell that then becomes a sleep and never reaps
# it (a child that has exited before the exec may be reaped by the shell,
# which on a quiet machine it was: the child outlives the exec by 0.2 s)
sh -c 'sleep 0.2 & echo $! >"$1"; exec sleep 600' sh "$tmp/pid" >/dev/null 2>&1 & spid=$!
for i in $(seq 600); do
	[ -s "$tmp/pid" ] && [ "$(ps -o stat= -p "$(cat "$tmp/pid")" | cut -c1)" = Z ] && break
	sleep 0.1
done
zpid=$(cat "$tmp/pid")
$DTRACE -p $zpid -n 'BEGIN { exit(0); }' 2>&1 | sed "s/$zpid/ZOMBIE/"
echo "zombie: exit ${PIPESTATUS[0]}"
# kthreadd, the kernel threads' parent: pid 2
echo "pid 2 is $(cat /proc/2/comm)"
$DTRACE -p 2 -n 'BEGIN { exit(0); }' 2>&1
echo "kernel thread: exit $?"
