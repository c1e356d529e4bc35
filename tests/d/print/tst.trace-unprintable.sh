# trace() of a string or a char array prints its characters as a string
# whatever they are (Output Formatting: trace; Oracle's DTrace formats
# strings with %s): a control character or a byte above 0x7f (UTF-8) is
# written as it is, not turned into a hex dump; -x rawbytes still dumps.
$DTRACE -qn 'char bin[4];
BEGIN {
	bin[0] = 1; bin[1] = 200;
	trace(bin); trace("|"); trace("a\001b"); trace("|"); trace("caf\303\251");
	trace("\n");
	exit(0);
}' | od -An -c | sed 's/  */ /g; s/ *$//'
echo "status $?"
$DTRACE -q -x rawbytes -n 'BEGIN { trace("a\001b"); exit(0); }' | grep -c '61 01 62'
