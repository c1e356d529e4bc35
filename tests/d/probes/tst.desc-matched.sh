# dtrace(1M) Utility: "matched N probes" counts each (description,
# probe) pair, as DTrace enables a statement per description: a probe
# two descriptions match counts twice, one each matches once.
$DTRACE -n 'BEGIN, dtrace:::BEGIN, dtrace:::END { exit(0); }' 2>&1 >/dev/null
$DTRACE -n 'dtrace:::BEGIN, dtrace:::END { exit(0); }' 2>&1 >/dev/null
$DTRACE -n 'dtrace:::B*, dtrace:::*N* { exit(0); }' 2>&1 >/dev/null
