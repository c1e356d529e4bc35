/* tracemem()'s address may be an array, which is its bytes' address as in
 * any other expression: a kernel struct's char array (curthread->comm, the
 * name of dtrace's own thread in BEGIN: its first 7 bytes, "dtrace" and the
 * NUL, as older kernels leave bytes after the NUL unset), a D global array. */
#pragma D option quiet

int a[4];

BEGIN
{
	tracemem(curthread->comm, 7);
	a[1] = 0x41;
	tracemem(a, 16);
	tracemem(curthread->comm, 16, 3);
	exit(0);
}
