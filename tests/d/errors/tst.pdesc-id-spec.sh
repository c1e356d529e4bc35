# dtrace(1M) Utility: -P, -m, -f, -n, -i.  A probe identifier (an integer)
# is a description only where probe names are given (-n, -i): -P, -m and -f
# name providers, modules and functions, so an integer there is an invalid
# description (D_PDESC_INVAL).  dtrace:::BEGIN has id 1.
for o in P m f n i; do
	echo "== -$o 1"
	$DTRACE -xerrtags -e -$o 1 2>&1
	echo "exit $?"
done
