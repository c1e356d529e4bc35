# The -c target is killed by a signal: dtrace notices, ends the session
# (END runs, aggregations print) and exits 0 with nothing left behind.
# @@timeout: 120
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/sh\nsleep 2\nkill -9 $$\n' > "$tmp/victim"; chmod +x "$tmp/victim"
$DTRACE -q -c "$tmp/victim" -n 'syscall::kill:entry /pid == $target/ { n++; }
    END { printf("kills %d\n", n); }' 2>"$tmp/err" &
d=$!
while kill -0 $d 2>/dev/null; do bpf_ids $d > "$tmp/ids"; [ -s "$tmp/ids" ] && break; sleep 0.1; done
wait $d; echo "exit $?"
cat "$tmp/err"
echo "left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
