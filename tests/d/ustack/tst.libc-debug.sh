# With libc's debug file installed (libc6-dbg: /usr/lib/debug/.build-id/),
# a profile of a program spending its time in libc's qsort names libc's
# own functions -- msort_with_tmp is local to libc, in no .dynsym -- and
# the stacks through them reach the program's main (libc has no frame
# pointers: unwound by its CFI).
# @@timeout: 60
# @@needs: command -v gcc && f=$(ldd /bin/true | awk '/libc.so/ {print $3}') && id=$(readelf -n "$f" | awk '/Build ID/ {print $3}') && test -e /usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/qsortlibc" ../../../bench/qsortlibc.c || exit 1
# Each record copies up to 8 KiB of stack: a slow consumer (a TCG guest)
# can fall behind and report drops, which is not what this test checks.
$DTRACE -qn 'profile-997 /pid == $target/ { ustack(); }' -c "$tmp/qsortlibc 4" >"$tmp/out" \
	2> >(grep -v '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]*$' >&2) || exit 1
grep -q '^ *libc\.so\.6`msort_with_tmp' "$tmp/out" && echo "libc.so.6\`msort_with_tmp named"
# a stack (blank-line separated) through msort_with_tmp that reaches main
awk 'BEGIN { RS = "" } /libc\.so\.6`msort_with_tmp/ && /qsortlibc`main\+/ { n++ }
     END { if (n) print "msort_with_tmp <- ... <- qsort <- main" }' "$tmp/out"
# the same named by ufunc(), with debuginfod turned off (the file is on disk)
$DTRACE -x nodebuginfod -qn 'profile-997 /pid == $target/ { @[ufunc(uregs[R_PC])] = count(); }' \
    -c "$tmp/qsortlibc 4" >"$tmp/out" || exit 1
grep -q '^ *libc\.so\.6`msort_with_tmp' "$tmp/out" && echo "ufunc: libc.so.6\`msort_with_tmp named"
exit 0
