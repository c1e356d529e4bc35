/* strtok: per-CPU position kept on the delimiter that ended a token. */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strtok("  hello, world;; x ", " ,;"));
	printf("[%s]\n", strtok(NULL, " ,;"));
	printf("[%s]\n", strtok(NULL, " ,;"));
	printf("%d\n", strtok(NULL, " ,;") == NULL);
	printf("%d\n", strtok(NULL, " ,;") == NULL);
	printf("[%s]\n", strtok("a=b=c", "="));
	printf("[%s]\n", strtok(NULL, "x"));
	printf("[%s]\n", strtok("abc", ""));
	printf("%d\n", strtok(",,,", ",") == NULL);
	printf("%d\n", strtok("", "") == NULL);
	exit(0);
}
