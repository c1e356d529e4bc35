# 20,000 clauses over 3,000 variables compile in about linear time
# (identifier lookups are hashed once a list grows) and all run, in order.
# Only a generous limit times it: the check is the output.
# @@timeout: 120
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
{ for i in $(seq 0 2999); do echo "BEGIN { v$i = 0; }"; done
  for i in $(seq 0 19999); do echo "BEGIN { v$((i % 3000)) += $i; }"; done
  echo 'BEGIN { printf("%d %d %d\n", v0, v1, v2999); exit(0); }'; } >"$d/many.d"
$DTRACE -qs "$d/many.d"
echo "exit $?"
