# dtrace -lv gives a stapsdt probe's argument types from its note (size
# and signedness of each spec); args[] has those types; a spec the
# prologue cannot read (an index register) is a compile-time error that
# names the probe and the argument.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/target" badarg.c || exit 1
$DTRACE -lv -n 'typeprov$target:::' -c "$tmp/target" |
	awk '/^ *[0-9]+ typeprov/ { print $4, $5 } /args\[/ { print }'
echo "status ${PIPESTATUS[0]}"
$DTRACE -qn 'typeprov$target:::typed {
	printf("%d %d %d %d\n", args[0], args[1], args[2], args[3]);
	printf("%d %d %d %d\n", sizeof(args[0]), sizeof(args[1]), sizeof(args[2]), sizeof(args[3]));
}' -c "$tmp/target" 2>&1
echo "status $?"
$DTRACE -qn 'typeprov$target:::indexed { trace(arg0); }' -c "$tmp/target" 2>&1 |
	sed -e 's/typeprov[0-9][0-9]*/typeprovPID/g' -e "s|$tmp|TMP|"
echo "status ${PIPESTATUS[0]}"
