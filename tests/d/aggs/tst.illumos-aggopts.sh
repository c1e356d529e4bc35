# Options and Tunables: illumos's aggpack, aggzoom and agghist are not in
# Oracle's option tables (dt_options.c): as there, naming one is an invalid
# option name, on the command line and in a pragma, never accepted and
# ignored.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for o in aggpack aggzoom agghist; do
	$DTRACE -x $o -qn 'BEGIN { exit(0); }' 2>&1
	echo "-x $o: $?"
	printf '#pragma D option %s\nBEGIN { exit(0); }\n' $o >"$dir/p.d"
	$DTRACE -qs "$dir/p.d" 2>&1 | sed "s|$dir/||"
	echo "pragma $o: ${PIPESTATUS[0]}"
done
