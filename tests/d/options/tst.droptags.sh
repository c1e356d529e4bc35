# -x droptags: drop reports carry their kind's tag in brackets, as
# DTrace's do ([DTRACEDROP_DYNAMIC] for dynamic variables).  The first
# BEGIN clause runs out of dynamic variable space (its clause ends at
# the drop); the second exits.
for o in "" "-x droptags"; do
	$DTRACE -q $o -x dynvarsize=64 -n '
	BEGIN { x[1] = 1; x[2] = 2; x[3] = 3; x[4] = 4; x[5] = 5; x[6] = 6; x[7] = 7; x[8] = 8; }
	BEGIN { exit(0); }' 2>&1 | sed -E 's/ [0-9]+ dynamic variable drops?$/ N dynamic variable drops/'
done
