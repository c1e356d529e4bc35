# Code in no file (a JIT's), named in /tmp/perf-PID.map: ustack(),
# ufunc() and uaddr() name it from there.
# @@timeout: 90
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -fno-omit-frame-pointer -o "$tmp/jitmap" jitmap.c || exit 1
$DTRACE -qn 'BEGIN { printf("%d\n", $target); }
syscall::getppid:entry /pid == $target/ {
	ustack(1);
	printf("ufunc: "); ufunc(uregs[R_PC]); printf("\nuaddr: "); uaddr(uregs[R_PC] - 2);
	printf("\n");
	exit(0);
}' -c "$tmp/jitmap" >"$tmp/out"
echo "status $?"
rm -f "/tmp/perf-$(head -1 "$tmp/out").map"
sed '1d; s/+0x[0-9a-f]*/+OFF/; s/ *$//' "$tmp/out"
