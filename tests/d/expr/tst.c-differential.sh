# @@needs: command -v python3 && command -v gcc
# @@timeout: 120
# D's integer operators against C's: c-differential.py writes, for fixed
# seeds, a D program of random expressions (deep enough to spill
# registers), of x op= v / ++ / -- chains on every kind of storage or of
# assignments to bit-fields, and
# the C program that must print the same; gcc -fwrapv runs the C one.
# Prints each program's mismatching lines (none expected).
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
gen=$(dirname "$0")/c-differential.py
n=0
for spec in "pure 1 40 5" "pure 2 40 5" "pure 3 10 9" "rmw 1 25 4" "rmw 2 25 4" "rmw 3 25 5" "rmw 4 25 5" "bitfield 1 40 0" "bitfield 2 40 0"; do
	set -- $spec
	python3 "$gen" "$1" "$2" "$3" "$4" "$dir/t.d" "$dir/t.c" || exit 1
	gcc -fwrapv -w -o "$dir/t" "$dir/t.c" || exit 1
	"$dir/t" >"$dir/c.out"
	$DTRACE -qs "$dir/t.d" >"$dir/d.out" || { echo "$spec: dtrace failed"; continue; }
	sed -i '${/^$/d}' "$dir/d.out"
	if cmp -s "$dir/c.out" "$dir/d.out"; then
		n=$((n + $(wc -l <"$dir/c.out")))
	else
		echo "$spec:"
		diff "$dir/c.out" "$dir/d.out"
	fi
done
echo "$n values as C computes them"
