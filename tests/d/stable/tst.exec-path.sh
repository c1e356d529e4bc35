# proc:::exec's args[0] is the path of the new process image, a string
# (DTrace types it so: printf's %s, string functions, keys take it as it
# is, with no stringof()); the target's shell execs a known path.
# @@needs: test -x /bin/true
d=$(mktemp -d)
printf '#!/bin/sh\nexec /bin/true\n' >"$d/run.sh"
chmod +x "$d/run.sh"
$DTRACE -lvn proc:::exec | awk '/args\[0\]/ { print "listed as", $2 }'
$DTRACE -qn 'proc:::exec /pid == $target/ {
	printf("%s %d %s\n", args[0], strlen(args[0]), basename(args[0]));
	@[args[0]] = count();
}' -c "$d/run.sh"
rm -rf "$d"
