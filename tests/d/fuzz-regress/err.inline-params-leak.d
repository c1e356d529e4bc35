/*
 * An inline array whose value fails semantic checks leaked the identifiers
 * of its parameters (seen under ASan/valgrind).
 */
inline int a[int x, int y] = "not an int";

BEGIN
{
	exit(0);
}
