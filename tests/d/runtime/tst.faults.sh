# Run-time faults: DTrace's message on stderr for each, dtrace:::ERROR, the
# clause abandoned, the next clause run (faults.d says which).  Addresses
# of alloca()'d memory differ from run to run: masked, as the pc.
trap 'rm -f err.$$' EXIT
$DTRACE -s faults.d 2>err.$$
echo "status $?"
sed -e 's/BPF pc [0-9]*/BPF pc NNN/' -e 's/(0xff[0-9a-f]\{14\})/(ALLOCA)/' err.$$
