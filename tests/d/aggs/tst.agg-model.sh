# @@needs: command -v python3
# @@timeout: 180
# Aggregations against a model of their definition: agg-model.py writes,
# for fixed seeds, a D program of random aggregations (every aggregating
# function, integer keys of 1, 2, 4 and 8 bytes and string keys, random
# aggsortkey/aggsortrev/aggsortkeypos/aggsortpos, trunc(), normalize(),
# clear(), printa() with and without a format, joined printa()) and the
# output DTrace's sort and print rules give it.  Prints each program's
# differences (none expected).  strsize 128: a key of two strings and
# integers then fits the 512 bytes 5.10's maps allow a key (the keys'
# strings are short; the model does not depend on strsize).
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
gen=$(dirname "$0")/agg-model.py
n=0
for seed in 1 3 4 6 9 14 29 33 35 37 43 59; do
	python3 "$gen" "$seed" "$dir/t.d" "$dir/t.r" || exit 1
	$DTRACE -x strsize=128 -s "$dir/t.d" >"$dir/out" 2>&1
	if cmp -s "$dir/t.r" "$dir/out"; then
		n=$((n + 1))
	else
		echo "seed $seed:"
		diff "$dir/t.r" "$dir/out"
	fi
done
echo "$n programs as the model prints them"
