/* A kernel char[] member reads as a string (printf %s, stringof, string
 * comparison, stringof, trace); indexing reads a byte. */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", curthread->comm);
	printf("%c%c\n", curthread->comm[0], curthread->comm[1]);
	printf("%d\n", stringof(curthread->comm) == "dtrace");
	trace(curthread->comm);
	printf("|\n");
	exit(0);
}
