/*
 * Actions and Subroutines: edge cases of the string subroutines as the
 * guide defines them.
 * substr(s, i, n): a negative i counts from the end, and what of n lies
 * before the start is lost; a negative n leaves that many characters off
 * the end; past the end gives "".  basename/dirname follow basename(1)
 * and dirname(1): "" gives ".", only slashes give "/", trailing slashes
 * are ignored.  strtok() keeps its place after the token: a later call
 * with NULL starts at the delimiter that ended it.  htons() and the rest
 * swap bytes on this little-endian machine.  lltostr() of INT64_MIN.
 */
#pragma D option quiet
#pragma D option strsize=64

BEGIN
{
	printf("[%s][%s][%s][%s][%s]\n", substr("hello", -2), substr("hello", -10),
	    substr("hello", -10, 7), substr("hello", -10, 3), substr("hello", 1, -1));
	printf("[%s][%s][%s][%s][%s]\n", substr("hello", 1, 100), substr("hello", 0, 0),
	    substr("hello", -1, 1), substr("hello", 5), substr("hello", 2, -2));
	printf("[%s][%s]\n", substr("hello", 1, -10), substr("", 0));
	printf("[%s][%s][%s][%s][%s][%s][%s]\n", basename("/"), basename(""),
	    basename("a/"), basename("//a//"), basename("a"), basename("/a/b"), basename("//"));
	printf("[%s][%s][%s][%s][%s][%s][%s]\n", dirname("/"), dirname(""),
	    dirname("a/"), dirname("//a//"), dirname("a"), dirname("/a/b"), dirname("/a"));
	printf("[%s][%s]\n", dirname("a/b//c//"), basename("a/b//c//"));
}

BEGIN
{
	printf("[%s]", strtok("  a b,,c ", " ,"));
	printf("[%s]", strtok(NULL, " ,"));
	printf("[%s]\n", strtok(NULL, " ,"));
	printf("[%s]", strtok("x/y", "/"));
	printf("[%s]\n", strtok(NULL, "y"));
	printf("[%s][%s][%s]\n", strstr("abc", ""), strstr("abcbc", "bc"), strchr("abc", 'c'));
	printf("[%s][%s]\n", strrchr("abcb", 'b'), strjoin("", ""));
	printf("[%s][%s][%s]\n", lltostr(-9223372036854775807 - 1), lltostr(0), lltostr(-7));
	printf("[%s][%s]\n", toupper("aBc1-z~"), tolower("AbC1-Z@"));
	printf("%x %x %x\n", htons(0x1234), htonl(0x12345678), htonll(0x0102030405060708));
	printf("%x %x %x\n", ntohs(0x1234), ntohl(0x12345678), ntohll(0x0102030405060708));
	exit(0);
}
