# pid probes at instruction offsets, on a function of known instructions
# (offsets.c): pid$target:a.out:sum3: lists entry, return and one probe
# per instruction named by its offset in hex; :entry lists entry alone; a
# name glob lists the offsets it matches; an offset inside an instruction,
# past the function or not hex is refused with DTrace's error; enabled,
# each offset fires once per call, at sum3+offset.
# @@needs: tests/tools/testcc --check
# Eight dtrace runs: a loaded TCG guest (limits x4) took more than 120 s,
# and more than 240 s in a 6.1-rt guest beside three others.
# @@timeout: 120
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -o "$tmp/offsets" offsets.c || exit 1
pidpat='s/pid[0-9][0-9]*/pidPID/g'
list() {
	$DTRACE -l -n "$1" -c "$tmp/offsets" 2>&1 | sed "$pidpat" |
		awk 'NR == 1 && $1 == "ID" { next } { print }' | sed 's/^ *[0-9][0-9]* *//'
	echo "status ${PIPESTATUS[0]}"
}
list 'pid$target:a.out:sum3:'
list 'pid$target:a.out:sum3:entry'
list 'pid$target:a.out:sum3:[0-8]'
list 'pid$target:a.out:sum3:2'
list 'pid$target:a.out:sum3:1a'
list 'pid$target:a.out:sum3:zz'
$DTRACE -qn '
pid$target:a.out:sum3: { @[probename] = count(); }
pid$target:a.out:sum3:4 /!done++/ { printf("at "); uaddr(uregs[R_PC]); printf("\n"); }
END { printa("%s %@d\n", @); }' -c "$tmp/offsets"
echo "status $?"
