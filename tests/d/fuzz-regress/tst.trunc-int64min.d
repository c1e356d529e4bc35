/* @@opts: -q */
/* trunc(@, INT64_MIN): |n| cannot be taken in int64_t; it keeps every
 * entry (there are fewer than 2^63), as any huge count does. */
BEGIN
{
	@a[1] = count(); @a[2] = count(); @a[2] = count();
	trunc(@a, -9223372036854775807 - 1);
	trunc(@a, 9223372036854775807);
	exit(0);
}
