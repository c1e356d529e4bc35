# -x flamegraph=FILE writes an SVG of the stack() count aggregation at exit
# (syscall entries and profile samples: many distinct paths),
# one <rect> per distinct frame path, while the text output is unchanged.
# (60 s: attaching ~360 tracepoints can wait behind an earlier test's
# detach, which the kernel serialises.)
# @@needs: ${DTRACE:-build/dtrace} -qn 'BEGIN { @[stack()] = count(); exit(0); }'
# @@timeout: 60
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$DTRACE -q -x flamegraph="$out/fg.svg" \
	-n 'syscall:::entry, profile-997 { @[stack()] = count(); } tick-1s { exit(0); }' >"$out/text" || exit 1
python3 fgcheck.py "$out/fg.svg" "$out/text"
