# @@timeout: 120
# Few syscalls keep a tracepoint each (they cost nothing for the syscalls
# not traced); more than 8 in a direction go through one raw_syscalls link
# per direction, every syscall probe included (none falls back to a
# tracepoint of its own).
. ./lib.sh
trap 'kill -9 $pid 2>/dev/null; rm -f out.$$' EXIT
for d in 'syscall::read:entry,syscall::write:entry' \
	 'syscall::read*:entry,syscall::write*:entry' \
	 'syscall:::entry' 'syscall:::entry,syscall:::return'; do
	start_session out.$$ "$d { x = 1; } BEGIN { printf(\"go\\n\"); }" || exit 1
	echo "$d: $(fd_kinds $pid)"
	kill -INT $pid
	wait $pid
done
