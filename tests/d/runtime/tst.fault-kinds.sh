# Fault kinds beyond faults.d (fault-kinds.d says which): DTrace's message
# for each, and dtrace:::ERROR's arg3 is the pc the message gives (checked
# here, then masked: it depends on the code generated).
trap 'rm -f out.$$ err.$$' EXIT
$DTRACE -s fault-kinds.d >out.$$ 2>err.$$
echo "status $?"
grep -o 'pc [0-9]*' out.$$ >pcs-out.$$
grep -o 'pc [0-9]*' err.$$ | diff pcs-out.$$ - && echo "ERROR's arg3 is the message's pc"
rm -f pcs-out.$$
sed -e 's/pc [0-9]*/pc NNN/' out.$$ err.$$
