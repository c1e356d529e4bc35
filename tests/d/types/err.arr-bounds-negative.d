/* @@opts: -xerrtags */
/* A negative constant index is out of bounds too: DTrace compares the
 * index as an unsigned constant and prints it so. */
self int v[3];

BEGIN
{
	trace(self->v[-1]);
}
