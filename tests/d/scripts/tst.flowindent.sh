# -F (flowindent): "CPU FUNCTION" header, "-> func" at entry probes
# indented two more per level, "<- func" at returns, "=>"/"<=" for the
# syscall provider, "| func:name" for other probes (DTrace guide, -F; the
# CPU column is cut off).  -q does not turn it off, as in dtrace(1).
# @@needs: command -v gcc
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/target" ../pid/target.c
d='
pid$target:a.out:main:entry, pid$target:a.out:main:return,
pid$target:a.out:add:entry, pid$target:a.out:add:return,
pid$target:a.out:negate:entry, pid$target:a.out:negate:return,
pid$target:a.out:eight:0 {}
syscall::exit_group:entry /pid == $target/ {}'
$DTRACE -F -n "$d" -c "$tmp/target" 2>/dev/null | sed 's/^ *[0-9]* //'
echo "with -q, a printf:"
$DTRACE -qF -n 'pid$target:a.out:add:entry, pid$target:a.out:add:return { printf("%d\n", arg1); }' \
	-c "$tmp/target" | sed 's/^ *[0-9]* //'
