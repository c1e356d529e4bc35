# printa() in JSON mode prints the aggregation as a line at that point, and
# it is not repeated at exit; exit() still ends the session, with status.
$DTRACE -x json -qn 'BEGIN { @a["x"] = sum(3); printa(@a); @b = count(); printf("after"); exit(3); }' |
	python3 check.py
echo "status ${PIPESTATUS[0]}"
