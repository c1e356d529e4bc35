# Every kind of drop DTrace reports, each caused by BEGIN (its records
# and stores happen before anything is read, on one CPU), each reported on
# stderr in DTrace's words (dt_handle.c): principal and aggregation drops
# per CPU, dynamic variable and speculative drops and failed speculations
# for the whole session.  Drops do not change dtrace's exit status (the
# dtrace(1M) manual: 0 "even if the specified tracing requests encountered
# errors or drops"): each run exits with its exit() status, 0.  A fault in
# an ERROR clause is a double error, said as a count, not as a fault.
try() {
	"$@" 2>&1 >/dev/null | sed 's/on CPU [0-9]*/on CPU N/; s/at BPF pc [0-9]*/at BPF pc N/'
	echo "exit ${PIPESTATUS[0]}"
}
# a 4 KiB buffer holds three 1 KiB records: two of five are dropped
try $DTRACE -q -b 4k -n 'BEGIN { tracemem(curthread, 1024); } BEGIN { tracemem(curthread, 1024); }
	BEGIN { tracemem(curthread, 1024); } BEGIN { tracemem(curthread, 1024); }
	BEGIN { tracemem(curthread, 1024); } BEGIN { exit(0); }'
# room for two aggregation entries, three keys
try $DTRACE -q -x aggsize=48 -n 'BEGIN { @[1] = count(); @[2] = count(); @[3] = count(); exit(0); }'
# room for two dynamic variables, three stores (the clause ends at the drop)
try $DTRACE -q -x dynvarsize=40 -n 'BEGIN { x[1] = 1; x[2] = 2; x[3] = 3; } BEGIN { exit(0); }'
# one speculation buffer, asked for twice
try $DTRACE -q -x nspec=1 -n 'BEGIN { a = speculation(); b = speculation(); exit(0); }'
# a speculative record larger than specsize
try $DTRACE -q -x specsize=64 -n 'BEGIN { a = speculation(); speculate(a); tracemem(curthread, 100); }
	BEGIN { commit(a); } BEGIN { exit(0); }'
# a fault in an ERROR clause fires no ERROR again: it is counted
try $DTRACE -q -n 'ERROR { trace(*(int *)0); } BEGIN { trace(*(int *)8); } BEGIN { exit(0); }'
