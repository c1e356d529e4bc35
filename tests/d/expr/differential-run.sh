# The driver both differential tests share (tst.c-differential.sh,
# tst.shape-differential.sh): differential-run.sh GENERATOR SUMMARY SPEC...
# For each SPEC ("mode seed n depth"), GENERATOR writes a D program and the
# C program that must print the same; gcc -fwrapv runs the C one.  Prints
# each program's mismatching lines, then "N SUMMARY" (N: matching lines).
gen=$1 summary=$2
shift 2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
for spec in "$@"; do
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
echo "$n $summary"
