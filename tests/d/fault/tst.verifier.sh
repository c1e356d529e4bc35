# A program the kernel refuses to load (250000 statements: over the
# verifier's instruction limit): one line naming the probe and the
# kernel's reason, exit 1, and no BPF object of the session survives.
# @@timeout: 120
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
{ echo 'BEGIN {'; yes 'x++;' | head -n 250000; echo 'exit(0); }'; } > "$tmp/big.d"
# (bpf(2) refuses it with E2BIG before verifying: our sentence, not
# "Argument list too long"; the count is the code generator's business)
$DTRACE -q -s "$tmp/big.d" 2>&1 | sed 's/: [0-9]* instructions/: N instructions/'
echo "exit ${PIPESTATUS[0]}"
# A program the verifier gives up on (a huge -x nspec makes speculation()
# search too many ids): our sentence says what to change, not the
# verifier's internals.
$DTRACE -x nspec=1000000 -qn 'BEGIN { s = speculation(); speculate(s); printf("x"); } END { exit(0); }' 2>&1
echo "exit $?"
