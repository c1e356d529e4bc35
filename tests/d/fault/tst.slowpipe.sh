# Ctrl-C (SIGINT) or SIGTERM while dtrace's output pipe is full -- its
# reader slow, as `| less`, `| tee`, `| ssh host cat` are -- ends the
# session as usual: END runs, the aggregations print, exit 0, and no
# record is lost to the interrupted write or cut mid-line.  A
# non-blocking stdout (EAGAIN when full) is waited on, not an error.
# @@timeout: 300
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pad=$(printf '%0100d' 0)
prog="tick-4ms { printf(\"line %d $pad\\n\", ++n); @ = count(); }
      END { printf(\"END after line %d\\n\", n); }"

# check OUT: every line whole and in order, END's line, then the
# aggregation: a count at least the number of lines
check() {
	awk -v pad="$pad" '
		/^line [0-9]+ / && $3 == pad && NF == 3 && !end {
			if ($2 <= last) bad++; last = $2; lines++; next }
		/^END after line [0-9]+$/ && !end { end = 1; next }
		/^$/ && end { next }
		/^ *[0-9]+$/ && end && !agg { agg = $1; next }
		{ bad++ }
		END {
			many = lines >= 100 ? "100 or more" : lines
			ended = end ? "yes" : "no"
			counted = (agg >= lines && agg > 0) ? "yes" : "no"
			printf "lines: %s, cut or out of order: %d, END: %s, aggregation: %s\n",
			       many, bad, ended, counted }' "$1"
}

# run SIG WRAPPER...: dtrace writing into a FIFO nobody reads until it is
# blocked in write(2) on it; then the signal (none: "-"), then a slow
# reader (a line at a time, a byte per read(2))
run() {
	local sig=$1; shift
	rm -f "$tmp/p"; mkfifo "$tmp/p"
	"$@" $DTRACE -q -b 256k -n "$prog" >"$tmp/p" 2>"$tmp/err" & d=$!
	exec 3<"$tmp/p"
	# blocked writing to fd 1 (x86-64: write is system call 1), or in
	# poll(2) (7) waiting for room on a non-blocking one
	for i in $(seq 600); do
		grep -q '^\(1 0x1 \|7 \)' /proc/$d/syscall 2>/dev/null && break
		kill -0 $d 2>/dev/null || break
		sleep 0.1
	done
	# three signals, as an impatient user's Ctrl-Cs: one may find a
	# write(2) that has written part of its data (it then returns that
	# count), the next finds one that has written nothing (EINTR)
	if [ "$sig" != - ]; then
		for i in 1 2 3; do
			grep -q '^\(1 0x1 \|7 \)' /proc/$d/syscall 2>/dev/null || break
			kill -$sig $d; sleep 0.3
		done
	fi
	n=0
	while IFS= read -r line <&3; do
		printf '%s\n' "$line"
		# without a signal, end after a few pipefuls
		if [ "$sig" = - ] && [ $((++n)) = 1000 ]; then kill -INT $d; fi
	done >"$tmp/out"
	exec 3<&-
	wait $d; rc=$?
	label="SIG$sig"; [ "$sig" = - ] && label="no signal, then SIGINT"
	echo "$label${1:+ ($1)}: exit $rc, $(check "$tmp/out")"
	grep -v 'drops on CPU\|lost firing' "$tmp/err"
}
run INT
run TERM
# stdout set O_NONBLOCK (it is the pipe's, shared with whoever else has it)
nonblock() { exec python3 -c 'import fcntl, os, sys
fcntl.fcntl(1, fcntl.F_SETFL, fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK)
os.execvp(sys.argv[1], sys.argv[1:])' "$@"; }
run - nonblock
run INT nonblock
true
