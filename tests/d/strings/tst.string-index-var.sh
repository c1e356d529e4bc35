# s[i], execname[i] with a variable index (string-index-var.d): the byte
# of the strsize buffer; outside it an index fault, its clause's output
# dropped (the fault's pc, which follows the code, shown as N)
$DTRACE -s string-index-var.d 2>err.$$
sed -e 's/BPF pc [0-9]*/BPF pc N/' err.$$
rm -f err.$$
