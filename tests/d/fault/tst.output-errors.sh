# When the trace output cannot be written -- the reader of a pipe exits
# (`dtrace ... | head -1`), stdout is closed, or the -o file's disk is full
# -- dtrace stops at once with DTrace's "processing aborted" message and a
# non-zero exit, and leaves no BPF object behind.
# @@timeout: 120
. ./lib.sh
tmp=$(mktemp -d); trap 'umount "$tmp/small" 2>/dev/null; rm -rf "$tmp"' EXIT
prog='tick-1ms { printf("line %d\n", ++n); }'

# | head -1: the reader takes one line only once we know dtrace's objects
mkfifo "$tmp/pipe"
$DTRACE -n "$prog" >"$tmp/pipe" 2>"$tmp/err" & d=$!
{ for i in $(seq 300); do [ -s "$tmp/ids" ] && break; sleep 0.1; done
  head -1 >/dev/null; date +%s%N >"$tmp/head-done"; } <"$tmp/pipe" &
wait_ready $d "$tmp/err" && bpf_ids $d >"$tmp/ids"
wait $d; rc=$?
ms=$(( ($(date +%s%N) - $(cat "$tmp/head-done")) / 1000000 ))
wait
[ $ms -le 1000 ] && took="within 1 s of head" || took="$ms ms after head"
echo "| head -1: exit $rc, $took"
grep -v matched "$tmp/err"
echo "left behind: $(settle "$tmp/ids")"

# closed stdout, and a full disk behind -o
$DTRACE -q -n "$prog" >&- 2>"$tmp/err"; echo "closed stdout: exit $?"; cat "$tmp/err"
$DTRACE -q -o /dev/full -n "$prog" 2>"$tmp/err"; echo "-o /dev/full: exit $?"; cat "$tmp/err"

# a small tmpfs filling up under -o: the write that fails says ENOSPC
# (the failure is found a few writes later, the errno is kept)
mkdir "$tmp/small"
mount -t tmpfs -o size=64k tmpfs "$tmp/small"
$DTRACE -q -o "$tmp/small/out" -n "tick-1ms { printf(\"%d $(printf '%0200d' 0)\\n\", ++n); }" \
	2>"$tmp/err"
echo "-o on a tmpfs filling up: exit $?"; cat "$tmp/err"
