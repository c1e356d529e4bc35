# Every record action as one JSON line: printf output and trace() values,
# strings escaped (quotes, backslash, newline, tab, control characters).
$DTRACE -x json -qn 'BEGIN {
	printf("quote \" backslash \\ tab \t end\n");
	trace(42); trace(-7); trace("a \"str\"\n"); trace((char)65);
	printf("%d %s %c", 12, "x", 1);
	exit(0);
}' | python3 check.py
