# At a pid entry probe the return address is at the stack pointer, not yet
# in a frame: ustack() shows leaf <- middle <- outer <- main (the caller,
# middle, is not skipped), as an action and as an aggregation key, and
# ucaller and ustackdepth count it: unwound by CFI from the stack copy, and
# by the frame-pointer walk with the caller inserted (-x ustackcopy=0).
# @@timeout: 90
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -fno-omit-frame-pointer -o "$tmp/chain" chain.c || exit 1
for opt in ustackcopy=8k ustackcopy=0; do
echo "-- $opt"
$DTRACE -x $opt -qn '
pid$target:a.out:leaf:entry {
	ustack();
	printf("ucaller %s\n", "");
	ufunc(ucaller);
	printf("\ndepth-ok %d\n", ustackdepth >= 4);
	@[ustack(4)] = count();
}' -c "$tmp/chain" >"$tmp/out"
echo "status $?"
# below main, the frames depend on libc
grep -vE '^ *(libc\.so\.6`|chain`_start)' "$tmp/out" | sed 's/+0x[0-9a-f]*$/+OFF/; s/ *$//'
done
