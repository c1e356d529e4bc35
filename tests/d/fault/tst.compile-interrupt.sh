# SIGINT while dtrace compiles, dtrace started with `&` from a script (so
# inheriting SIGINT ignored): it ends at once with one message, exit 1,
# with nothing loaded or attached.  The compile blocks here on cpp reading
# an #include of a FIFO (-C), then on reading the script from a pipe.
# @@timeout: 400
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/inc" "$tmp/stdin"
printf '#include "%s/inc"\nsyscall::read:entry { @ = count(); }\n' "$tmp" >"$tmp/s.d"

# bit MASK SIG: is signal SIG's bit set in the /proc status mask MASK?
bit() { (( (0x$1 >> ($2 - 1)) & 1 )) && echo yes || echo no; }
# what a command started with & inherits here
ign=$( { awk '/^SigIgn/ { print $2 }' /proc/self/status & } ; wait)
echo "SIGINT ignored in a background command: $(bit $ign 2)"

# interrupt WHAT: once dtrace (pid $d) is blocked, SIGINT; report
interrupt() {
	local cgt=$(awk '/^SigCgt/ { print $2 }' /proc/$d/status)
	local held=$(bpf_ids $d | grep -c '^\(prog\|link\)')
	kill -INT $d
	wait $d; rc=$?
	echo "$1: SIGINT caught: $(bit $cgt 2), programs or links held: $held, exit $rc"
	cat "$tmp/err"
}

$DTRACE -C -s "$tmp/s.d" >/dev/null 2>"$tmp/err" & d=$!
# until cc1, under dtrace's cpp, is blocked opening the FIFO (openat:
# system call 257)
descendants() { local c; for c in $(pgrep -P "$1"); do echo "$c"; descendants "$c"; done; }
for i in $(seq 600); do
	for c in $(descendants $d); do
		[ "$(cat /proc/$c/comm 2>/dev/null)" = cc1 ] &&
			grep -q '^257 ' /proc/$c/syscall 2>/dev/null && break 2
	done
	sleep 0.1
done
procs=$(descendants $d | tr '\n' ,)
interrupt "-C, cpp blocked"
for i in $(seq 600); do [ -z "$(ps -o pid= -p "${procs%,}")" ] && break; sleep 0.1; done
echo "cpp and cc1 left running: $(ps -o pid= -p "${procs%,}" | wc -l)"

$DTRACE -s /dev/stdin <"$tmp/stdin" >/dev/null 2>"$tmp/err" & d=$!
exec 3>"$tmp/stdin"	# a writer that writes nothing
# until dtrace is blocked reading its standard input (read: system call 0)
for i in $(seq 600); do grep -q '^0 0x0 ' /proc/$d/syscall 2>/dev/null && break; sleep 0.1; done
interrupt "-s /dev/stdin, reading"
exec 3>&-
