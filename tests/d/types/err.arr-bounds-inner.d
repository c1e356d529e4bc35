/* @@opts: -xerrtags */
/* Each dimension of a multi-dimensional clause-local array is checked:
 * int m[2][3] is two arrays of three. */
this int m[2][3];

BEGIN
{
	this->m[1][2] = 1;
	this->m[1][3] = 1;
}
