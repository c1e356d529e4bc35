# pid Provider: pid<PID>:<module>:<function>:entry|return, a.out naming
# the executable; the built-ins name the probe as the listing does
# (probemod the executable's file name); at return arg1 is the return
# value and arg0 DTrace's offset of the return instruction taken, which a
# uretprobe cannot see: 0, with a compile-time warning (never silent).
# @@needs: tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -o "$tmp/target" ../pid/target.c
$DTRACE -qn '
pid$target:a.out:negate:entry, pid$target:a.out:negate:return
{
	printf("%s %s:%s:%s %d %d\n", probeprov == strjoin("pid", lltostr($target)) ? "ok" : probeprov,
	    probemod, probefunc, probename, arg0, probename == "return" ? (int)arg1 : 0);
}' -c "$tmp/target" 2>&1
