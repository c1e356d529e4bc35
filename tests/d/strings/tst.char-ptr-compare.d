/*
 * Strings: String Comparison: a char pointer compared with a string is
 * compared as the string it points to (both operands are string-
 * compatible, one a string), either side, every relational operator; a
 * NULL char pointer is no string: it equals none and sorts first.
 */
#pragma D option quiet

BEGIN
{
	p = &curthread->comm[0];
	n = (char *)0;
	printf("%d %d %d %d %d %d\n", p == "dtrace", "dtrace" == p, p != "dtrace",
	    p < "e", p > "dtrace", p >= "dtrace");
	printf("%d %d %d\n", n == "dtrace", n != "dtrace", n < "a");
	exit(0);
}
