/* Type Namespaces: C's base types are named in any kernel object's scope
 * (vmlinux`int), D's and C's own scopes name theirs (D`string, C`int). */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(vmlinux`int), sizeof(vmlinux`long),
	    sizeof(C`int), sizeof(D`int), sizeof(D`string));
	exit(0);
}
