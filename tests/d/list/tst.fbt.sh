# fbt needs kprobes or fentry, which this kernel lacks: listing or enabling
# fbt probes fails with one sentence and exit status 1.
# @@needs: ! test -e /sys/bus/event_source/devices/kprobe
trap 'rm -f err.$$' EXIT
sentence="fbt provider unavailable: this kernel supports neither kprobes nor fentry programs"
$DTRACE -l -P fbt 2>err.$$
echo "list: status $?"
grep -c "^dtrace: $sentence\$" err.$$
timeout 10 $DTRACE -n 'fbt::do_sys_poll:return { exit(0); }' >/dev/null 2>err.$$
echo "enable: status $?"
grep -c ": $sentence\$" err.$$
wc -l <err.$$
