/* index / rindex with and without a start position. */
#pragma D option quiet
/* 20 searches in one program: a smaller strsize keeps the verifier
 * well within its budget (each search is walked once per position) */
#pragma D option strsize=128

BEGIN
{
	s = "foobarbarbaz";
	printf("%d %d %d %d\n", index(s, "bar"), index(s, "bar", 4), index(s, "bar", 7),
	    index(s, "bar", -5));
	printf("%d %d %d %d\n", rindex(s, "bar"), rindex(s, "bar", 5), rindex(s, "bar", 2),
	    rindex(s, "bar", -1));
	printf("%d %d %d\n", index(s, "x"), rindex(s, "x"), index(s, "baz"));
	printf("%d %d %d %d\n", index(s, ""), rindex(s, ""), index(s, "", 3), rindex(s, "", 100));
	printf("%d %d %d\n", index("", ""), rindex("", "", -1), index("", "", 4));
	printf("%d %d %d %d\n", index("ab", "abc"), rindex(s, s), index(s, "", 100), rindex(s, "", -3));
	exit(0);
}
