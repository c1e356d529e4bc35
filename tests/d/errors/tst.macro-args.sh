# Macro arguments ($1...): one whose integer value does not fit 64 bits
# (D_MACRO_OFLOW), one the program never references (D_MACRO_UNUSED, unless
# -x argref), one the program references but the command line does not give
# (D_MACRO_UNDEF, unless -x defaultargs).
f=$(mktemp --suffix=.d); trap 'rm -f "$f"' EXIT
echo 'BEGIN { trace($1); exit(0); }' >"$f"
run() { $DTRACE -q -xerrtags -s "$f" "$@" 2>&1 | sed "s|$f|prog.d|"; echo "status ${PIPESTATUS[0]}"; }
run 99999999999999999999999
run 1 2
run 1 2 -x argref
run
run -x defaultargs
