/* An attributes pragma may name a variable the program defines later. */
#pragma D attributes Stable/Stable/Common y
#pragma D option quiet

BEGIN
{
	y = 1;
	printf("%d\n", y);
	exit(0);
}
