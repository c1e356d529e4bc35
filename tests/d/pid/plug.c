/* The library tst.dlopen.sh's target loads with dlopen() after it started. */
__attribute__((noinline)) int plug_twice(int x)
{
	return 2 * x;
}

int plug_run(int x)
{
	return plug_twice(x) + 1;
}
