#!/bin/bash
# Output Formatting: at exit, DTrace prints every aggregation that no
# printa() has printed, one after the other in the order the program
# first names them (their identifiers, not the order the clauses fire),
# each sorted by value; aggsortrev reverses the whole walk, so the
# aggregations come in reverse order too.  An aggregation printa() has
# printed is left out.
prog='
END { @late["x"] = sum(2); @late["y"] = sum(1); }
BEGIN { @early = count(); @printed = count(); printa("printed %@d\n", @printed); }
BEGIN { @mid["a"] = max(-1); @mid["b"] = max(5); exit(0); }
'
echo "== default"
"$DTRACE" -qn "$prog"
echo "== aggsortrev"
"$DTRACE" -x aggsortrev -qn "$prog"
