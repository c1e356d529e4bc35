/*
 * Guide, "Pointers and Arrays: Pointer and Array Relationship": a pointer
 * may hold the address of a D array variable; storing through it (p[i],
 * *p) changes the array, and reading the array shows it.
 */
#pragma D option quiet

int array[3];
int *ptr1;
int *ptr2;

BEGIN
{
	array[0] = 200;
	array[1] = 400;
	array[2] = 600;
	ptr1 = array;
	ptr2 = ptr1;
	ptr2[0] = 400;
	ptr2[1] = 800;
	*(ptr2 + 2) = 1200;
	printf("%d %d %d\n", array[0], array[1], array[2]);
	printf("%d %d %d\n", ptr2[0], ptr2[1], ptr2[2]);
	exit(0);
}
