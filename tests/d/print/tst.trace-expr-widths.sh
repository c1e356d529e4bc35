# trace() without -q prints a value in the column of its expression's type
# (Output Formatting: trace; Types, Operators, and Expressions): an int in 10
# columns whatever makes it (a global's i++ and its value, a literal, an int
# clause-local, a comparison, a character constant, int arithmetic that
# wraps), a long or long literal in 19 (signed 8 bytes), an unsigned 8-byte
# value (timestamp - timestamp, sizeof) in 20, an unsigned char in 3, a
# short in 5.  (The CPU column is the one BEGIN ran on.)
$DTRACE -n 'int i; this int t; long l; unsigned char uc; short sh;
BEGIN {
	this->t = 5; uc = 200; sh = -7;
	trace(i++); trace(i); trace(1); trace(this->t); trace(1 < 2); trace('\''a'\''); trace(0x7fffffff + 1);
	trace(1L); trace(l); trace(timestamp - timestamp); trace(sizeof (int));
	trace(uc); trace(sh);
	exit(0);
}' 2>/dev/null | sed -E '2s/^.{3}/  C/'
echo "exit ${PIPESTATUS[0]}"
