/*
 * The predicate may assign a variable that the actions read: the actions
 * fail to compile first, then the predicate is compiled before them.
 */
#pragma D option quiet

BEGIN
/(self->x = 41) != 0/
{
	printf("%d\n", self->x + 1);
	exit(0);
}
