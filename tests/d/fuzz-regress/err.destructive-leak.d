/*
 * A compile error raised inside code generation (panic(), refused even
 * with -w) must not leak the half-built program: under ASan the leak
 * report makes this test fail.  Found by running the suite under ASan
 * (then with a destructive action without -w, an error DTrace raises only
 * when the program is enabled).
 */
BEGIN
{
	x = 1;
	panic();
}
