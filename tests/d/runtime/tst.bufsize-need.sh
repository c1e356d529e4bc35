# An unset bufsize gives a program whose records all go out once per
# session (BEGIN's, END's, an exit() not under an if) just their room, one
# page here; any other record (printf on a probe, a fault, an exit() under
# an if) gets the default 1 MiB, and a set bufsize is kept as set.
# dtrace:::ERROR's own buffer exists only with an ERROR clause.  Each line:
# the sizes of the session's ring buffers (map type 27), as its fdinfo
# shows them while it runs.
page=$(getconf PAGESIZE)
sizes() {
	local out=out.$$ pid i
	: >$out
	$DTRACE -q "$@" -n 'BEGIN { printf("go\n"); }' >$out 2>&1 &
	pid=$!
	for ((i = 0; i < 600; i++)); do
		grep -q '^go$' $out && break
		kill -0 $pid 2>/dev/null || break
		sleep 0.05
	done
	grep -l '^map_type:[[:space:]]*27$' /proc/$pid/fdinfo/* 2>/dev/null |
		xargs -r grep -h '^max_entries:' | awk '{ print $2 }' | sort -n |
		sed "s/^$page\$/page/" | paste -sd' '
	kill -INT $pid
	wait $pid
	rm -f $out
}
echo "count, exit at a tick: $(sizes -n 'syscall::getppid:entry { @ = count(); } tick-1h { exit(0); }')"
echo "END printa: $(sizes -n 'syscall::getppid:entry { @ = count(); } END { printa(@); }')"
echo "the same, bufsize=64k: $(sizes -x bufsize=64k -n 'syscall::getppid:entry { @ = count(); } tick-1h { exit(0); }')"
echo "printf on a probe: $(sizes -n 'syscall::getppid:entry { printf("%d\n", pid); }')"
echo "exit under an if: $(sizes -n 'tick-1h { if (pid == 0) { exit(0); } }')"
echo "a load that may fault: $(sizes -n 'syscall::getppid:entry { x = *(int *)arg0; }')"
echo "an ERROR clause: $(sizes -n 'ERROR { printf("error\n"); }')"
