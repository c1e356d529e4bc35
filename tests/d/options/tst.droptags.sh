# -x droptags: drop reports carry their kind's tag in brackets, as
# DTrace's do ([DTRACEDROP_DYNAMIC] for dynamic variables).  The first
# BEGIN clause runs out of dynamic variable space (its clause ends at
# the drop); the second exits.
for o in "" "-x droptags"; do
	$DTRACE -q $o -x dynvarsize=64 -n '
	BEGIN { x[1] = 1; x[2] = 2; x[3] = 3; x[4] = 4; x[5] = 5; x[6] = 6; x[7] = 7; x[8] = 8; }
	BEGIN { exit(0); }' 2>&1 | sed -E 's/ [0-9]+ dynamic variable drops?$/ N dynamic variable drops/'
done
# Every kind, each with its tag (dt_handle.c's DTRACEDROP_* names): the
# principal buffer's and the aggregations' per CPU, failed speculations
# of both kinds, speculative drops, errors in an ERROR clause.
try() {
	$DTRACE -q -x droptags "$@" 2>&1 >/dev/null | sed 's/on CPU [0-9]*/on CPU N/; /error in dt_clause/d'
}
try -b 4k -n 'BEGIN { tracemem(curthread, 1024); } BEGIN { tracemem(curthread, 1024); }
	BEGIN { tracemem(curthread, 1024); } BEGIN { tracemem(curthread, 1024); } BEGIN { exit(0); }'
try -x aggsize=48 -n 'BEGIN { @[1] = count(); @[2] = count(); @[3] = count(); exit(0); }'
try -x nspec=1 -n 'BEGIN { a = speculation(); b = speculation(); exit(0); }'
try -x nspec=1 -n 'BEGIN { a = speculation(); discard(a); } BEGIN { b = speculation(); exit(0); }'
try -x specsize=64 -n 'BEGIN { a = speculation(); speculate(a); tracemem(curthread, 100); }
	BEGIN { commit(a); } BEGIN { exit(0); }'
try -n 'ERROR { trace(*(int *)0); } BEGIN { trace(*(int *)8); } BEGIN { exit(0); }'
