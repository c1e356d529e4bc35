# stop() then exit() on a -c target: dtrace ends at once (within 5 s of
# the probe firing: 2.2 s in a 5.10 TCG guest) and kills the target it
# created, as DTrace does with a process it started (SIGKILL: a stopped
# process cannot act on SIGTERM).
# A process grabbed with -p is released as it is: stopped, for the user
# to continue (prun(1) in DTrace's words; kill -CONT here).
# @@needs: command -v gcc
# @@timeout: 120
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; kill -9 $tpid 2>/dev/null; true' EXIT
gcc -O0 -o "$tmp/target" target.c
prog='pid$target:a.out:add:entry { printf("stopped %d\n", pid); stop(); exit(0); }'

# ended DTRACE-PID OUT: ms from the probe's line in OUT to dtrace's end
ended() {
	local i t0
	for i in $(seq 600); do
		grep -q stopped "$2" 2>/dev/null && break
		kill -0 $1 2>/dev/null || break
		sleep 0.1
	done
	t0=$(date +%s%N)
	for i in $(seq 600); do kill -0 $1 2>/dev/null || break; sleep 0.05; done
	echo $(( ($(date +%s%N) - t0) / 1000000 ))
}
verdict() { [ "$1" -le 5000 ] && echo "within 5 s" || echo "after $1 ms"; }

$DTRACE -wq -n "$prog" -c "$tmp/target" >"$tmp/out" 2>"$tmp/err" & d=$!
ms=$(ended $d "$tmp/out")
wait $d; rc=$?
tpid=$(awk '/stopped/ { print $2 }' "$tmp/out")
echo "-c: exit $rc, ended $(verdict $ms), target: $(ps -o stat= -p "$tpid" >/dev/null && echo "left behind" || echo gone)"
grep -v 'allowing destructive' "$tmp/err"

# -p: the target reads numbers from a FIFO, one add() each
mkfifo "$tmp/fifo"
"$tmp/target" stdin <"$tmp/fifo" & tpid=$!
exec 3>"$tmp/fifo"
. ./execwait.sh; wait_exec $tpid "$tmp/target"
$DTRACE -wq -n "$prog" -n 'BEGIN { printf("ready\n"); }' -p $tpid >"$tmp/out" 2>"$tmp/err" & d=$!
for i in $(seq 600); do grep -q ready "$tmp/out" 2>/dev/null && break; sleep 0.1; done
echo 5 >&3
ms=$(ended $d "$tmp/out")
wait $d; rc=$?
echo "-p: exit $rc, ended $(verdict $ms), target: $(ps -o stat= -p $tpid | cut -c1)"
grep -v 'allowing destructive' "$tmp/err"
exec 3>&-
kill -CONT $tpid; wait $tpid; echo "-p target after SIGCONT: exit $?"
