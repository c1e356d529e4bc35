/* Nested ?: with string temporaries in every condition: each branch reuses
 * the registers and temporaries of the others. */
#pragma D option quiet

BEGIN
{
	x = "b";
	printf("%d\n",
	    strjoin("a", x) == strjoin("a", "a") ? 1 :
	    (strjoin("b", x) == strjoin("a", "b") ? 2 :
	    (strjoin("c", x) == strjoin("a", "c") ? 3 :
	    (strjoin("d", x) == strjoin("a", "d") ? 4 :
	    (strjoin("e", x) == strjoin("a", "e") ? 5 :
	    (strjoin("f", x) == strjoin("a", "f") ? 6 :
	    (strjoin("g", x) == strjoin("a", "g") ? 7 :
	    (strjoin("a", x) == strjoin("a", "b") ? 8 : 0))))))));
	printf("%s\n", x == "a" ? strjoin(x, "1") : x == "b" ? strjoin(x, "2") : "none");
	exit(0);
}
