# USDT semaphores: raised while the probe is enabled (so the guarded probe
# fires), untouched for a probe that is not; without dtrace, all zero.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/target" sem.c
"$tmp/target" 2>&1
$DTRACE -qn 'semprov$target:::gated { printf("%s %d\n", probename, arg0); }' -c "$tmp/target" 2>"$tmp/err"
cat "$tmp/err"
