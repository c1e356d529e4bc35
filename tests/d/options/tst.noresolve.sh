# -x noresolve: user symbol keys of aggregations (usym(), ufunc(), umod())
# stay the addresses sampled instead of being merged by the symbol they
# resolve to (kernel ones are still merged).  Two addresses in main, each
# keyed at each of the three getppid() calls: one key of 6 by default, two
# of 3 with noresolve (printed alike: the same symbol).
# @@needs: cc --version
dir=$(mktemp -d)
cc -O0 -no-pie -fno-omit-frame-pointer -o $dir/getppid3 ../stack/getppid3.c || exit 1
main=$(nm $dir/getppid3 | awk '$3 == "main" { print "0x" $1 }')
prog="syscall::getppid:entry /pid == \$target/ {
	@u[usym($main)] = count(); @u[usym($main + 1)] = count();
	@f[ufunc($main)] = count(); @f[ufunc($main + 1)] = count();
}"
for o in "" "-x noresolve"; do
	echo "-- ${o:-default}"
	$DTRACE -q $o -n "$prog" -c $dir/getppid3
done
rm -rf $dir
