# @@timeout: 120
# @@needs: d=$(mktemp -d) && bash tests/d/syscall/ia32.sh $d; r=$?; rm -rf $d; exit $r
# 32-bit syscalls have numbers of the ia32 table: the per-syscall
# tracepoints leave them out, and so does the raw_syscalls dispatch
# (g32's getpid, 20, is not writev; its exit, 1, is not write).  g64, the
# same program in x86_64, shows what fires.  The programs run while the
# session traces them by name (not under -c, which cannot control a
# 32-bit process).  The two string keys fit every kernel's hash-key limit
# (5.10's is 512 bytes) with -x strsize=128, as README says.
. ./lib.sh
DTRACE="$DTRACE -x strsize=128"
tmp=$(mktemp -d)
trap 'kill -9 $pid 2>/dev/null; rm -rf "$tmp"' EXIT
bash ./ia32.sh "$tmp" || exit 1
for d in 'syscall:::entry, syscall:::return' \
	 'syscall::getpid:entry, syscall::writev:entry, syscall::write:entry, syscall::exit:entry'; do
	for prog in g64 g32; do
		echo "$prog, $d:"
		start_session "$tmp/out" "$d /execname == \"$prog\"/
			{ @[probefunc, probename] = count(); }
			BEGIN { printf(\"go\\n\"); }
			END { printa(\"%s:%s %@d\\n\", @); }" || exit 1
		"$tmp/$prog"
		kill -INT $pid
		wait $pid
		grep -v '^go$' "$tmp/out" | grep . | sort
	done
done
