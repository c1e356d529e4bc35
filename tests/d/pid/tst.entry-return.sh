# pid entry and return probes on a -c target: arguments in registers and
# on the stack, return values, probe names, and $target.
# @@needs: tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -o "$tmp/target" target.c
$DTRACE -qn '
pid$target:a.out:add:entry { printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1); }
pid$target:a.out:add:return { printf("%s:%s %d\n", probefunc, probename, arg1); }
pid$target:a.out:eight:entry { printf("eight %d %d %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7); }
pid$target:a.out:negate:return { printf("negate returned %d\n", (int)arg1); }
pid$target:a.out:main:return { printf("main returned %d, pid ok %d\n", arg1, pid == $target); }
' -c "$tmp/target"
