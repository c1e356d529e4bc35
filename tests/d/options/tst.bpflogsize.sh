# -x bpflogsize: the size of the buffer the verifier writes its log into
# (-x bpflog, -v): the log printed fits in it; the default holds the
# whole log of a small program.  (The count includes the line end the
# log is printed with.)
logbytes() {
	$DTRACE -x bpflog "$@" -qn 'BEGIN { exit(0); }' 2>&1 |
		sed '1{/^BPF verifier log for probe dtrace:::BEGIN:$/d}' | wc -c
}
n=$(logbytes -x bpflogsize=200)
echo "bpflogsize=200: log within 200 bytes: $([ "$n" -le 201 ] && echo yes || echo "no ($n)")"
n=$(logbytes)
echo "default: log over 200 bytes: $([ "$n" -gt 200 ] && echo yes || echo "no ($n)")"
n=$(logbytes -x bpflogsize=1m)
echo "bpflogsize=1m: log over 200 bytes: $([ "$n" -gt 200 ] && echo yes || echo "no ($n)")"
$DTRACE -x bpflogsize=12q -qn 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
