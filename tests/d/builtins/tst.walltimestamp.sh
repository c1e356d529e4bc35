# walltimestamp: nanoseconds since 1970-01-01 00:00 UTC, the time of day
# (Variables): between the seconds `date` reads before and after, and
# agreeing with %Y's rendering of the same value; like timestamp, one
# value for the whole clause (DTrace reads each once per clause: illumos
# empties its cache before each ECB, Oracle's prologue before each clause),
# read anew in the next clause of the same firing.
before=$(date +%s)
out=$(TZ=UTC $DTRACE -qn 'BEGIN { printf("%d %Y\n", walltimestamp / 1000000000, walltimestamp); exit(0) }')
after=$(date +%s)
secs=${out%% *}
shown=${out#* }
if [ "$secs" -ge "$before" ] && [ "$secs" -le "$after" ]; then
	echo "walltimestamp within the run"
else
	echo "walltimestamp $secs outside [$before, $after]"
fi
want=$(LC_ALL=C TZ=UTC date -u -d "@$secs" '+%Y %b %e %H:%M:%S')
[ "$shown" = "$want" ] && echo "%Y agrees" || echo "%Y says '$shown', date says '$want'"
$DTRACE -qn '
BEGIN { w = walltimestamp; t = timestamp; same = walltimestamp == w && timestamp == t; }
BEGIN {
	printf("one value per clause: %s\n", same ? "yes" : "no");
	printf("read anew in the next clause: %s\n",
	    walltimestamp > w && timestamp > t ? "yes" : "no");
	exit(0);
}'
