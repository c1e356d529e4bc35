# %A of a usym/ufunc/umod/uaddr value, in printf() and in printa() as a
# key format: each prints as its action would (module`function,
# module`function+off, module), in the value's own process.
# @@timeout: 90
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -fno-omit-frame-pointer -o "$tmp/chain" chain.c || exit 1
$DTRACE -qn '
pid$target:a.out:leaf:entry {
	printf("printf: %A | %A | %A | %A\n", ufunc(ucaller), usym(ucaller), umod(ucaller), uaddr(ucaller));
	@f[ufunc(ucaller)] = count();
	@s[usym(ucaller)] = count();
	@m[umod(ucaller)] = count();
	@a[uaddr(ucaller)] = count();
}
END {
	printa("ufunc key: %A %@d\n", @f);
	printa("usym key: %A %@d\n", @s);
	printa("umod key: [%-10A] %@d\n", @m);
	printa("uaddr key: %A %@d\n", @a);
}' -c "$tmp/chain" | sed 's/+0x[0-9a-f]*/+OFF/g'
echo "status ${PIPESTATUS[0]}"
