/* A variable declared again with the same type is the same variable. */
#pragma D option quiet
int x;
int x;

BEGIN
{
	x = 3;
	printf("%d\n", x);
	exit(0);
}
