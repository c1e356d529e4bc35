/* strstr: the suffix from the first occurrence, NULL when absent. */
#pragma D option quiet

BEGIN
{
	s = "foobarbarbazbarbop";
	printf("[%s]\n", strstr(s, "bar"));
	printf("[%s]\n", strstr(s, "bop"));
	printf("[%s]\n", strstr(s, s));
	printf("[%s]\n", strstr(s, ""));
	printf("[%s]\n", strstr("", ""));
	printf("%d\n", strstr(s, "barbarf") == NULL);
	printf("%d\n", strstr(s, "foobarbarbazbarbopp") == NULL);
	printf("%d\n", strstr("", "a") == NULL);
	printf("[%s]\n", strstr(strstr(s, "baz"), "ar"));
	exit(0);
}
