/* Types, Operators, and Expressions: Character and String Constants.  The
 * escapes DTrace converts (its stresc2chr, for strings, character constants
 * and $$N alike): \a \b \f \n \r \t \v, \\ and \", an octal escape of one to
 * three digits, \x and every hex digit after it (the low 8 bits kept); any
 * other escaped character keeps its backslash (\? and \' are two characters,
 * as \q is).  A character constant is its bytes, the first the most
 * significant, up to 8 of them; one of more than 4 is a long. */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d\n", '\a', '\b', '\f', '\n', '\r', '\t', '\v');
	printf("%d %d %d %d %d %d\n", '\\', '\"', '\0', '\7', '\101', '\1011');
	printf("%d %d %d %d\n", '\x41', '\x041', '\x141', '\xff');
	printf("%x %x %x\n", '\?', '\'', '\q');
	printf("%x %x %d %d\n", 'ab', 'abcdefgh', sizeof('abcd'), sizeof('abcde'));
	printf("%d %d %d\n", strlen("\101\x42\103"), strlen("a\0b"), strlen("\?\q"));
	printf("[%s] [%s]\n", "\101\x42\103\\\"", "\?\q");
	exit(0);
}
