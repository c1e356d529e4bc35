# USDT probes of a -c target: arguments from registers, memory and
# constants, narrow signed and unsigned arguments, a probe with two sites
# whose arguments live in different registers, "__" spelled "-", and the
# probe's module and function.
# @@needs: tests/tools/testcc --check sys/sdt.h
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O2 -o "$tmp/target" args.c
$DTRACE -qn '
testprov$target:::loop-iter { printf("%s:%s:%s %d %d %d\n", probemod, probefunc, probename, arg0, arg1, arg2); }
testprov$target:::consts { printf("consts %d %d\n", arg0, arg1); }
testprov$target:::narrow { printf("narrow %d %d\n", arg0, arg1); }
testprov$target:::twice { printf("twice %d\n", arg0); }
testprov$target:::done { printf("%s:%s\n", probefunc, probename); }
' -c "$tmp/target"
