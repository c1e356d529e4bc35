# bufpolicy=ring keeps records to print them at the end: committed
# speculations are kept in commit order like any other record.
$DTRACE -xbufpolicy=ring -s tst.commit-order.d
