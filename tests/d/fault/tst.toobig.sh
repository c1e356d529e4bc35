# A program with more instructions than the kernel loads in one (bpf(2)
# refuses it with E2BIG before verifying) is one sentence of ours naming
# the probe, not "Argument list too long".
# @@timeout: 180
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
{ echo 'BEGIN {'; seq -f ' x = %g;' 260000; echo ' exit(0); }'; } >"$tmp/big.d"
$DTRACE -q -s "$tmp/big.d" 2>&1 | sed 's/: [0-9]* instructions/: N instructions/'
echo "exit ${PIPESTATUS[0]}"
