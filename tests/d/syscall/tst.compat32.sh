# @@timeout: 120
# @@needs: d=$(mktemp -d) && bash tests/d/syscall/ia32.sh $d; r=$?; rm -rf $d; exit $r
# 32-bit syscalls have numbers of the ia32 table: the per-syscall
# tracepoints leave them out, and so does the raw_syscalls dispatch
# (g32's getpid, 20, is not writev; its exit, 1, is not write).  g64, the
# same program in x86_64, shows what fires.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash ./ia32.sh "$tmp" || exit 1
for d in 'syscall:::entry, syscall:::return' \
	 'syscall::getpid:entry, syscall::writev:entry, syscall::write:entry, syscall::exit:entry'; do
	for prog in g64 g32; do
		echo "$prog, $d:"
		$DTRACE -qn "$d /pid == \$target && execname == \"$prog\"/
			{ @[probefunc, probename] = count(); }
			END { printa(\"%s:%s %@d\\n\", @); }" -c "$tmp/$prog" | grep . | sort
	done
done
