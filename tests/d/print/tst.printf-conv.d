/*
 * printf conversions end to end: flags, widths, precisions (static and
 * dynamic), length modifiers truncating to the argument's type, %%,
 * strings and escapes.
 */
#pragma D option quiet

BEGIN
{
	i = 97;
	printf("[%c] [%d] [%5d] [%-5d] [%05d] [%+d] [% d]\n", i, i, i, i, i, i, i);
	printf("[%x] [%X] [%#x] [%o] [%#o] [%u]\n", 255, 255, 255, 8, 8, 42);
	printf("[%hd] [%hu] [%ld] [%lu] [%lld] [%llx]\n", (short)-3, (unsigned short)65535,
	    (long)-5, (unsigned long)5, (long long)-7, (long long)255);
	printf("[%d] [%u] [%x]\n", -1, (unsigned int)-1, (int)-1);
	printf("[%s] [%10s] [%-10s] [%.2s] [%*.*s]\n", "abc", "abc", "abc", "abc", 6, 2, "abc");
	printf("[%*d] [%-*d]\n", 6, 42, 6, 42);
	printf("[%S]\n", "tab\there");
	printf("[%p]\n", (void *)0x1234);
	printf("100%% done\n");
	exit(0);
}
