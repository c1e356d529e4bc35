# -x debug: the library's steps on stderr as DTrace's debug option shows
# its own: each D library file compiled (here a one-file library of our
# own, -x syslibdir), each BPF program loaded.  Nothing without it.
dir=$(mktemp -d)
echo 'inline int answer = 42;' >"$dir/answer.d"
$DTRACE -x debug -x syslibdir="$dir" -qn 'BEGIN { printf("%d\n", answer); exit(0); }' 2>&1 |
	sed "s|$dir|DIR|"
$DTRACE -x syslibdir="$dir" -qn 'BEGIN { printf("%d\n", answer); exit(0); }' 2>&1
rm -rf "$dir"
