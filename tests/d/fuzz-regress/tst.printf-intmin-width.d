/* @@opts: -q */
/* A `*` width of INT_MIN (or beyond int) must not overflow when its
 * magnitude is taken: it left-justifies in the widest field C allows. */
BEGIN
{
	printf("[%*d]\n", 3, 5);
	printf("[%*d]\n", -3, 5);
	printf("[%.*d]\n", -2147483647 - 1, 7);
	exit(0);
}
