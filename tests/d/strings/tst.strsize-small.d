/*
 * With a small strsize every string subroutine's result is cut at strsize
 * characters (Options and Tunables: strsize; Strings), and its work space
 * stays its own: a string recorded just before is not disturbed by
 * lltostr()'s digits or cleanpath()'s output.
 */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	s = "abcdefghijklmnop";
	printf("[%s]\n", s);
	printf("[%s]\n", lltostr(-1234567890123));
	printf("[%s]\n", s);
	printf("[%s]\n", lltostr(-1, 2));
	printf("[%s] %d\n", s, strlen(s));
	printf("[%s]\n", strjoin("abcde", "fghij"));
	printf("[%s]\n", cleanpath("abcdefgh"));
	printf("[%s]\n", cleanpath("/aaaa/bbbb"));
	printf("[%s]\n", cleanpath("/a/b/c/../../d"));
	printf("[%s]\n", cleanpath("x/../../.."));
	printf("[%s]\n", toupper("abcdefghijk"));
	printf("[%s]\n", substr("0123456789", 1));
	printf("[%s] [%s]\n", basename("/usr/lib/x"), dirname("/usr/lib/x"));
	exit(0);
}
