# -x pspec (and its pragma): a program's outer text that could be a type
# name followed by '*' is read as a probe description, never as a
# declaration.  "uint8_t*" is then a glob matching no probe (refused, or
# with -Z skipped); without pspec it starts a declaration, and the '{'
# after it is a syntax error.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
try() { "$@" 2>&1 | sed "s|$tmp/||"; echo "exit ${PIPESTATUS[0]}"; }
printf 'uint8_t*\n{ exit(0); }\nBEGIN { printf("begin\\n"); exit(0); }\n' >"$tmp/p.d"
printf '#pragma D option pspec\n' | cat - "$tmp/p.d" >"$tmp/pragma.d"
try $DTRACE -q -s "$tmp/p.d"
try $DTRACE -q -x pspec -s "$tmp/p.d"
try $DTRACE -q -Z -x pspec -s "$tmp/p.d"
try $DTRACE -q -Z -s "$tmp/pragma.d"
