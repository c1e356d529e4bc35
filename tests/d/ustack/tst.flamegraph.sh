# -x flamegraph of @[ustack()] = count(): user frames named as ustack()
# names them, one box per function (not per instruction), no process id
# frame on top; the boxes are the text output's frame paths.
# @@timeout: 90
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -fno-omit-frame-pointer -o "$tmp/qsortlibc" ../../../bench/qsortlibc.c || exit 1
$DTRACE -q -x flamegraph="$tmp/fg.svg" \
    -n 'BEGIN { printf("%d\n", $target); } profile-997 /pid == $target/ { @[ustack()] = count(); }' \
    -c "$tmp/qsortlibc 5" >"$tmp/text" || exit 1
python3 fgnames.py "$tmp/fg.svg" "$(head -1 "$tmp/text")"
# the text output's stacks without offsets and its first line (the
# program's own output) are the graph's paths
grep -v '^[0-9]' "$tmp/text" >"$tmp/stacks"
python3 ../flamegraph/fgcheck.py "$tmp/fg.svg" "$tmp/stacks"
