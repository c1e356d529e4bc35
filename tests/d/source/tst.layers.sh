# The source tree's layering (docs/design.md): each folder of src/lib may
# include headers of its own folder and of the folders below it only, in
# the pipeline's order; the consumer (runtime/, output/) never includes the
# compiler's headers (front/, sema/, cg/).  Prints each offending include.
# (One awk over every file: a shell loop forks per include and took tens of
# seconds on a loaded machine.)
cd ../../../src/lib || exit 1
awk -v order="core bpf lang front prov sema output cg runtime sdt api" '
BEGIN {
	n = split(order, o, " ")
	for (i = 1; i <= n; i++) rank[o[i]] = i
	consumer["runtime"] = consumer["output"] = 1
	compiler["front"] = compiler["sema"] = compiler["cg"] = 1
}
FNR == 1 {
	dir = FILENAME; sub(/\/.*/, "", dir)
	if (!(dir in rank)) { print FILENAME ": folder " dir " is not in the layer order"; bad = 1 }
}
/^#include "/ {
	inc = $0; sub(/^#include "/, "", inc); sub(/".*/, "", inc)
	if (inc == "dtrace.h" || !(dir in rank)) next
	idir = inc; sub(/\/.*/, "", idir)
	if (idir == inc) { print FILENAME ": \"" inc "\" does not name its folder"; bad = 1; next }
	if (!(idir in rank) || rank[idir] > rank[dir]) {
		print FILENAME " includes " inc " (folder " idir " is above " dir ")"; bad = 1
	}
	if ((dir in consumer) && (idir in compiler)) {
		print FILENAME " includes " inc " (the consumer includes a compiler header)"; bad = 1
	}
}
END { if (!bad) print "layering: every include points down the pipeline" }
' */*.c */*.h
