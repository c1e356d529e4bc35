# Scratch memory lives for the whole firing (alloca-firing.d says how);
# the address in DTrace's fault message varies: masked.
$DTRACE -s alloca-firing.d 2>&1 | sed 's/at BPF pc [0-9]*/at BPF pc N/; s/(0xff[0-9a-f]*)/(ADDR)/'
echo "exit ${PIPESTATUS[0]}"
