# A stripped program whose symbols are in a separate file named by its
# .gnu_debuglink, in .debug/ beside it (as objcopy --only-keep-debug
# makes it): ustack() names its functions from there.  A static stripped
# program (no symbol table at all) prints module`0x... frames.
# @@timeout: 90
# @@needs: command -v gcc && command -v objcopy
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -g -O0 -fno-omit-frame-pointer -o "$tmp/getppid3" ../stack/getppid3.c || exit 1
mkdir "$tmp/.debug"
objcopy --only-keep-debug "$tmp/getppid3" "$tmp/.debug/getppid3.debug"
objcopy --strip-all --add-gnu-debuglink="$tmp/.debug/getppid3.debug" "$tmp/getppid3"
readelf -S "$tmp/getppid3" | grep -q '\.symtab' && echo "not stripped"
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { ustack(); exit(0); }' \
    -c "$tmp/getppid3" >"$tmp/out"
echo "status $?"
grep -E '^ *getppid3`' "$tmp/out" | sed 's/+0x[0-9a-f]*$/+OFF/'
# static and stripped: no symbols anywhere
gcc -static -O0 -fno-omit-frame-pointer -o "$tmp/static3" ../stack/getppid3.c || exit 1
strip "$tmp/static3"
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { ustack(); exit(0); }' \
    -c "$tmp/static3" >"$tmp/out"
echo "status $?"
grep -E '^ *static3`0x[0-9a-f]+$' "$tmp/out" | sed 's/0x[0-9a-f]*$/ADDR/' | sort -u
