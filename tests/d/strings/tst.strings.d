/* String comparison and subroutines. */
#pragma D option quiet

BEGIN
{
	s = "hello";
	printf("%d %d %d %d\n", s == "hello", s != "hello", s < "help", s > "hell");
	printf("%d %d\n", strlen(s), strlen(""));
	printf("%s\n", strjoin(s, ", world"));
	printf("%s|%s|%s|%s\n", substr(s, 1), substr(s, 1, 3), substr(s, -3), substr(s, 10));
	printf("%s %s\n", toupper(s), tolower("MiXeD"));
	printf("%s|%s\n", strchr(s, 'l'), strrchr(s, 'l'));
	printf("%s %s %s %s\n", basename("/usr/lib/libc.so"), dirname("/usr/lib/libc.so"),
	    basename("/"), dirname("file"));
	printf("%s %s %s\n", lltostr(12345), lltostr(-42), lltostr(255, 16));
	printf("%d\n", s[1]);
	exit(0);
}
