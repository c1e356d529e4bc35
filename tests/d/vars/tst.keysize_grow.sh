# Two programs in one session, the second with longer keys: compiling it
# grows the shared maps' key size after the first was compiled.  The
# first program's keys must stay whole (one entry per tuple) in
# associative arrays and aggregations alike.  (strsize 128: the second
# program's two string keys fit 5.10's 512-byte keys, and still grow them.)
first=$(mktemp /tmp/keysize.XXXXXX.d)
trap 'rm -f $first' EXIT
cat > $first <<'D'
int i;
tick-1ms /i < 3/ { @a[1] = count(); s = strjoin("abc", "def"); t[s] = 1; @a[1] = count(); x[i] = i + 10; i++; }
tick-1ms /i == 3/ { printf("%d %d %d\n", x[0], x[1], x[2]); i++; }
tick-1ms /i == 4/ { exit(0); }
D
$DTRACE -x strsize=128 -q -s $first -n 'BEGIN { @b["x", "yyyyy"] = count(); @b["x", "yyyyy"] = count(); y["a long string key", "and another"] = 5; }'
