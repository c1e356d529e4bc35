# USDT probes of every process: loopprov*:::tick matches the probes of
# every running process with that provider (loopprov<PID>, no -p or -c);
# loopprov*:loop-t::tick names the program's file, so processes started
# after dtrace are traced too.  Counts per pid; no uprobe left.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
# @@timeout: 90
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; kill $p1 $p2 $dpid 2>/dev/null; true' EXIT
gcc -O2 -o "$tmp/loop-t" loop.c || exit 1
# until dtrace says BEGIN (its probes are attached) or has ended: on a
# loaded machine attaching may take longer than any fixed wait
waitready() {
	while kill -0 $dpid 2>/dev/null; do
		grep -q ready "$tmp/out" 2>/dev/null && return
		sleep 0.1
	done
}
report() {
	sed -e "s/$p1/FIRST/g" -e "s/$p2/SECOND/g" "$tmp/out"
	echo "dtrace exit status $1"
	echo "uprobes left: $(grep -c "$tmp" /sys/kernel/tracing/uprobe_events)"
}

echo "-- running processes"
mkfifo "$tmp/f1" "$tmp/f2"
"$tmp/loop-t" <"$tmp/f1" & p1=$!
"$tmp/loop-t" <"$tmp/f2" & p2=$!
exec 3>"$tmp/f1" 4>"$tmp/f2"
# "running" means running loop-t (../pid/execwait.sh): dtrace matches
# only the processes it finds, and would wait for a bye forever
. ../pid/execwait.sh
wait_exec $p1 "$tmp/loop-t"; wait_exec $p2 "$tmp/loop-t"
$DTRACE -qn '
BEGIN { printf("ready\n"); }
loopprov*:::tick { @[pid, probeprov, probemod] = sum(arg0); }
loopprov*:::bye /++n == 2/ { exit(0); }
END { printa("%d %s %s %@d\n", @); }' >"$tmp/out" 2>&1 3>&- 4>&- &
dpid=$!
waitready
printf '1\n2\n' >&3; exec 3>&-; wait $p1
printf '10\n20\n30\n' >&4; exec 4>&-; wait $p2
rc=0; wait $dpid || rc=$?
report $rc

echo "-- by file, processes started later"
PATH="$tmp:$PATH" $DTRACE -qn '
BEGIN { printf("ready\n"); }
loopprov*:loop-t::tick { @[pid, probeprov, probemod, execname] = sum(arg0); }
loopprov*:loop-t::bye /++n == 2/ { exit(0); }
END { printa("%d %s %s %s %@d\n", @); }' >"$tmp/out" 2>&1 &
dpid=$!
waitready
printf '1\n2\n' | "$tmp/loop-t" & p1=$!; wait $p1
printf '5\n' | "$tmp/loop-t" & p2=$!; wait $p2
rc=0; wait $dpid || rc=$?
report $rc
