# In JSON mode system()'s command output is a JSON line of its own
# ("type": "system"), in order with the other records: JSON mode never
# writes plain text.  A background job the command leaves holding the
# output does not stall the session.
$DTRACE -w -x json -qn 'BEGIN {
	printf("before\n");
	system("echo '"'"'hi \"there\"'"'"'; sleep 2 & echo %d", 42);
	printf("after\n");
	exit(0);
}' | python3 check.py
