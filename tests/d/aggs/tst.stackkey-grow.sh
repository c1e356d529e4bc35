# Keys built on the BPF stack (short integer keys, no scratch state in the
# clause) stay whole when a later program of the same session lengthens
# the maps' keys, whether its keys are short too or a string's: each
# aggregation and associative array still holds one entry per tuple.
first=$(mktemp /tmp/stackkey.XXXXXX.d)
trap 'rm -f $first' EXIT
cat > $first <<'D'
BEGIN { @a[1] = count(); @a[1] = count(); @c[1, 2] = sum(2); @c[1, 2] = sum(3); }
END { x[1, 2]++; x[1, 2]++; printf("x %d\n", x[1, 2]); }
D
$DTRACE -q -s $first -n 'BEGIN { exit(0); }'
$DTRACE -q -s $first -n 'BEGIN { @d[1, 2, 3] = count(); @d[1, 2, 3] = count(); exit(0); }'
# (strsize 128: two strings of the default 256 pass the 512 bytes 5.10's
# maps take; 128 still moves the keys from the stack)
$DTRACE -x strsize=128 -q -s $first -n 'BEGIN { @b["x", "yyyyy"] = count(); exit(0); }'
