/*
 * Pointers and Arrays: x[i] is *(x + i), and an integer plus a pointer is
 * a pointer as the pointer plus the integer is, so i[x] is x[i] (DTrace's
 * cook turns E1[E2] into *(E1 + E2) whichever side the pointer is on):
 * for a pointer, a D array, a kernel array and a string.  * of a string
 * (D's string is an array of char) is its first character, * of an array
 * its first element (of a two-dimensional array a row, then its first
 * element).
 */
#pragma D option quiet

int a[4];
int m[3][4];

BEGIN
{
	a[1] = 7;
	a[2] = 9;
	m[1][0] = 5;
	m[2][3] = 6;
	i = 2;
	this->p = (int *)1000;
	printf("%d %d %d\n", (long)&3[this->p], (long)&this->p[3], (long)&i[this->p]);
	printf("%d %d %d %d\n", 1[a], i[a], a[i], *a);
	printf("%d %d %d\n", 0[curthread->comm] == curthread->comm[0], 2[execname], execname[2]);
	printf("%c %c %c\n", *execname, *(execname + 1), *curthread->comm);
	printf("%d %d %d %d\n", **(m + 1), *m[1], 3[m[2]], *(*(m + 2) + 3));
	printf("%d %d\n", sizeof(*m), sizeof(**m));
	exit(0);
}
