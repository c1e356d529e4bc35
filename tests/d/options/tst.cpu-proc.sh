#!/bin/bash
# @@needs: test "$(nproc)" -ge 2 && command -v taskset
# Options and Tunables: cpu restricts every provider, not only profile.
# The same command runs pinned to CPU 0, then to CPU 1: only the second
# one's exit records.
cmd=$(mktemp)
trap 'rm -f "$cmd"' EXIT
printf 'taskset -c 0 cat /dev/null\ntaskset -c 1 cat /dev/null\n' > "$cmd"
"$DTRACE" -q -x cpu=1 -c "sh $cmd" -n '
proc:::exit
/execname == "cat"/
{
	@[cpu] = count();
}

END
{
	printa("exit recorded on %d\n", @);
}'
