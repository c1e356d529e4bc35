# A program built with -O2 -fomit-frame-pointer, main -> f1 -> ... -> f5 ->
# getppid(): ustack() at the system call, and at f5's pid entry probe,
# reaches main through every frame by the binaries' CFI (the kernel's
# frame-pointer walk alone, -x ustackcopy=0, stops at the first frame).
# @@timeout: 90
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -fomit-frame-pointer -o "$tmp/nofp" nofp.c || exit 1
# the frames up to main, names only
upto_main() {
	sed -n 's/^ *\([^ ]*`[^+]*\).*/\1/p' | sed 's/^libc\.so\.6`.*/libc.so.6`(libc)/' |
	    awk '{ print } /`main$/ { exit }'
}
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { ustack(); exit(0); }' -c "$tmp/nofp" |
    upto_main
echo "status ${PIPESTATUS[0]}"
$DTRACE -qn 'pid$target:a.out:f5:entry { ustack(); exit(0); }' -c "$tmp/nofp" | upto_main
echo "status ${PIPESTATUS[0]}"
echo "-- ustackcopy=0"
n=$($DTRACE -x ustackcopy=0 -qn 'syscall::getppid:entry /pid == $target/ { ustack(); exit(0); }' \
    -c "$tmp/nofp" | grep -c '`main+')
echo "main reached: $n"
