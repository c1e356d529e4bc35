# bufpolicy=fill: when the principal buffer fills, tracing stops as if
# exit() had been called; END still runs (and the -c target is stopped).
trap 'rm -f out.$$ err.$$' EXIT
$DTRACE -q -x bufpolicy=fill -b 4k \
	-n 'syscall::read:entry /pid == $target/ { tracemem(curthread, 1024); }
	    END { printf("end\n"); }' \
	-c 'dd if=/dev/zero of=/dev/null bs=1 count=100000000 status=none' >out.$$ 2>err.$$
echo "status $?"
grep -c end out.$$
grep -q 'drops* on CPU' err.$$ && echo "drops reported"
rm -f out.$$ err.$$
