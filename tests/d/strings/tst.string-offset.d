/*
 * Types, Operators, and Expressions: the additive operators.  D treats a
 * string as a pointer to its first character here: string + integer,
 * integer + string and string - integer are strings (sizeof: strsize)
 * that many characters in, usable wherever a string is (stringof,
 * comparisons, string functions, aggregation keys, variables).  An offset
 * up to the terminating NUL is the string's suffix, ending with it the
 * empty string (an offset outside the string: tst.string-offset-fault.sh).
 */
#pragma D option quiet

BEGIN
{
	s = "hello";
	i = 2;
	n = -1;
	printf("|%s|%s|%s|%s|%s|\n", s + 1, 3 + s, s + i, s - n, s + 5);
	printf("|%s|%s|\n", stringof("abc" + 1), probename + 2);
	printf("%d %d %d\n", (s + 1) == "ello", strlen(s + 3), sizeof(s + 1));
	this->t = s + 4;
	@[this->t] = count();
	printa("key |%s| %@d\n", @);
}

BEGIN
{
	exit(0);
}
