/* cleanpath: ".", "..", repeated and trailing '/'. */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/foo/bar/../../baz/.//"));
	printf("[%s]\n", cleanpath("foo/bar/./././././baz/"));
	printf("[%s]\n", cleanpath("/../../x"));
	printf("[%s]\n", cleanpath("a/../../b"));
	printf("[%s]\n", cleanpath("./"));
	printf("[%s]\n", cleanpath(""));
	printf("[%s]\n", cleanpath("//"));
	printf("[%s]\n", cleanpath(".hidden/..x/..."));
	exit(0);
}
