/* Arrays in variables: element stores and reads, sizeof, trace() of the
 * whole array as bytes. */
#pragma D option quiet

int a[5];
self struct { int arr[3]; } s;

BEGIN
{
	a[0] = 010;
	a[4] = -1;
	i = 2;
	a[i] = 210;
	a[i + 1] = a[i] + 1;
	printf("%d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], sizeof(a));
	self->s.arr[1] = 9;
	printf("%d %d\n", self->s.arr[0], self->s.arr[1]);
	trace(a);
	exit(0);
}
