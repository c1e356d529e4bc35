# @@needs: command -v python3 && command -v gcc
# @@timeout: 120
# (nine D programs and nine gcc compiles: 10 s on a quiet machine, over
# 30 s under a load of 16)
# D's integer operators against C's: c-differential.py writes, for fixed
# seeds, a D program of random expressions (deep enough to spill
# registers), of x op= v / ++ / -- chains on every kind of storage or of
# assignments to bit-fields, and
# the C program that must print the same; gcc -fwrapv runs the C one.
# Prints each program's mismatching lines (none expected).
d=$(dirname "$0")
exec bash "$d/differential-run.sh" "$d/c-differential.py" "values as C computes them" \
	"pure 1 40 5" "pure 2 40 5" "pure 3 10 9" "rmw 1 25 4" "rmw 2 25 4" "rmw 3 25 5" "rmw 4 25 5" "bitfield 1 40 0" "bitfield 2 40 0"
