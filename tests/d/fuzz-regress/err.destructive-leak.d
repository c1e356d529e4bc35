/*
 * A compile error raised inside code generation (a destructive action
 * without -w) must not leak the half-built program: under ASan the leak
 * report makes this test fail.  Found by running the suite under ASan.
 */
BEGIN
{
	x = 1;
	system("true");
}
