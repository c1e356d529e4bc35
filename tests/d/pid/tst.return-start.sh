# pid return probes are not placed on the entry point (_start), whose stack
# top is argc, not a return address: a wildcard return enabling leaves the
# program's arguments intact and main returns normally; naming _start's
# return matches nothing.
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/target" target.c || exit 1
$DTRACE -qn 'pid$target:a.out::return /probefunc == "main"/ { printf("main returned %d\n", arg1); }
pid$target:a.out:main:entry { printf("argc %d\n", arg0); }' -c "$tmp/target" || exit 1
$DTRACE -ln 'pid$target:a.out:_start:return' -c "$tmp/target" 2>&1 | sed 's/pid[0-9]*/pidN/'
