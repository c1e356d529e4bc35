# Sourced by tests/d/tools/tst.*.sh (cwd: this directory, $DTRACE set by
# tests/run).  run TOOL [tool options] -- workload lines: writes the lines
# to a shell script, runs the tool with -c on it (the tool then traces the
# workload and its children, and stops when it exits) and leaves the
# tool's stdout in $out, its stderr in $err.
TOOLS=$(cd ../../../tools && pwd)
export DTRACE
# on the disk (block I/O tests need one: /tmp may be a tmpfs)
work=$(mktemp -d -p "$PWD" .work.XXXXXX)
trap 'rm -rf "$work"' EXIT
out=$work/out err=$work/err
PY=/usr/bin/python3

run() {
	local tool=$1 opts=()
	shift
	while [ $# -gt 0 ] && [ "$1" != "--" ]; do opts+=("$1"); shift; done
	shift
	printf '%s\n' "$@" > "$work/w.sh"
	"$TOOLS/dtrace-tool" "$tool" "${opts[@]}" -c "sh $work/w.sh" >"$out" 2>"$err"
	local rc=$?
	[ $rc -eq 0 ] || { echo "$tool: exit $rc"; cat "$err"; }
	# the kernel may skip firings on a busy machine: that is a notice,
	# anything else on stderr is reported
	grep -v 'skipped by the kernel' "$err" | grep -v '^$' | sed "s|$work|WORK|g"
}

# The header line, as the tool prints it first.
header() { head -1 "$out"; }

# Lines (after the header) that do not match the ERE $1: none is expected.
# Prints them, so a test's expected output fails on garbage.
bad_lines() {
	tail -n +2 "$out" | sed 's/ *$//' | grep -v '^$' | grep -Ev "$1" | head -5 |
		sed 's/^/bad line: /'
}

# Sum of the counts of a quantize()/lquantize() histogram titled $1
# (the line before it) in $out.
hist_total() {
	awk -v t="$1" '$0 == t { on = 1; next }
		on && /^ *$/ && seen { exit }
		on && /\|/ { seen = 1; n += $NF }
		END { print n + 0 }' "$out"
}

# A server on 127.0.0.1 accepting $1 TCP connections (reading a line from
# each), started in the background; its port in $port.
tcp_server() {
	$PY -c '
import os, socket, sys
s = socket.socket()
s.bind(("127.0.0.1", 0)); s.listen(8)
open(sys.argv[1] + ".tmp", "w").write(str(s.getsockname()[1]))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
for _ in range(int(sys.argv[2])):
    c, _a = s.accept(); c.recv(100); c.close()
' "$work/port" "$1" &
	while [ ! -s "$work/port" ]; do sleep 0.05; done
	port=$(cat "$work/port")
}
