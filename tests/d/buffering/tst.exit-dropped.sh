# Buffers and Buffering: an exit() whose record does not fit the buffer.
# 64 bytes hold eight 8-byte printf records of BEGIN's ten records (one
# read: BEGIN's records all come before the first).  switch: the record
# is a drop, but here the clause has run (DTrace's would not: see
# docs/d-coverage.md), so the session ends with exit()'s status, 3 (it
# ended with 0).  fill: the buffer fills before it and tracing stops as
# filled, with status 0, as DTrace's, whose clause would not run.
prog='BEGIN { printf("%d\n", 1); } BEGIN { printf("%d\n", 2); } BEGIN { printf("%d\n", 3); }
	BEGIN { printf("%d\n", 4); } BEGIN { printf("%d\n", 5); } BEGIN { printf("%d\n", 6); }
	BEGIN { printf("%d\n", 7); } BEGIN { printf("%d\n", 8); } BEGIN { printf("%d\n", 9); }
	BEGIN { exit(3); }'
for p in switch fill; do
	echo "-- $p"
	$DTRACE -q -x bufpolicy=$p -b 64 -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "exit ${PIPESTATUS[0]}"
done
