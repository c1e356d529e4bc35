/*
 * Guide, "Types, Operators, and Expressions": an expression may nest as
 * deeply as the program needs, whatever the registers of the machine that
 * runs it (the compiler keeps intermediate values on the stack), and
 * variables stay intact around it.
 */
#pragma D option quiet

BEGIN
{
	this->x = this->y = this->z = 123456789;
	a = b = c = d = e = f = g = h = i = j = k = 87654321;
	trace(a++ & (b++ & (c++ & (d++ & (e++ & (f++ & (g++ & (h++ & (i++ & (j++ & k++))))))))));
	printf("\n");
	m = 1;
	printf("%d\n", 1 + (2 * (3 + (4 * (5 + (6 * (7 + (8 * (9 + (10 * (11 + m)))))))))));
	printf("%d\n", (a < (b + (c - (d + (e - (f + (g - (h + (i - (j + k)))))))))));
	printf("%s\n", strjoin("b", strjoin("c", strjoin("d", strjoin("e",
	    strjoin("f", strjoin("g", strjoin("h", "i"))))))));
	printf("%d\n", "a" < strjoin("b", strjoin("c", strjoin("d", strjoin("e",
	    strjoin("f", strjoin("g", strjoin("h", "i"))))))));
	printf("%d %d %d\n", this->x, this->y, this->z);
	exit(0);
}
