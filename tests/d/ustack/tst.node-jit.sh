# node --perf-basic-prof names its JIT-compiled functions in
# /tmp/perf-PID.map: a profile names the hot JavaScript function in ufunc()
# and at the top of ustack().
# @@needs: command -v node
# @@timeout: 90
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# in $tmp: node may leave v8 log files in its working directory
here=$PWD
(cd "$tmp" && $DTRACE -qn 'BEGIN { printf("%d\n", $target); }
profile-997 /pid == $target/ { @f[ufunc(uregs[R_PC])] = count(); @s[ustack(1)] = count(); }' \
    -c "node --perf-basic-prof $here/jithot.js" >"$tmp/out")
echo "status $?"
rm -f "/tmp/perf-$(head -1 "$tmp/out").map"
grep -q '^ *JS:\*hotFunctionForTrace .*jithot\.js' "$tmp/out" && echo "ufunc: JS:*hotFunctionForTrace"
grep -q '^ *JS:\*hotFunctionForTrace .*jithot\.js:[0-9:]*+0x' "$tmp/out" && echo "ustack: JS:*hotFunctionForTrace+0x..."
exit 0
