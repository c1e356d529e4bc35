# dtrace -l lists a -c target's USDT probes (one per probe, however many
# sites), by provider, module (also as a.out) and function.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/target" args.c || exit 1
for desc in 'testprov$target:::' 'testprov$target:a.out:work:' 'test*$target:target::*-*'; do
	echo "$desc"
	$DTRACE -l -n "$desc" -c "$tmp/target" | awk '{ print $2, $3, $4, $5 }' |
		sed 's/testprov[0-9][0-9]*/testprovPID/'
	echo "status ${PIPESTATUS[0]}"
done
