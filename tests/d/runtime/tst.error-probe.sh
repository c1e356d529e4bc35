# A fault: DTrace's message on stderr (pc masked here); dtrace:::ERROR
# fires at once with the fault's details (its output comes before what the
# probe recorded after the fault); the next clause still runs.
trap 'rm -f err.$$' EXIT
$DTRACE -s error-probe.d 2>err.$$
echo "status $?"
sed 's/BPF pc [0-9]*/BPF pc NNN/' err.$$
rm -f err.$$
