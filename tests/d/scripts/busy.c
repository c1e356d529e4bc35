/* A busy program for the profile tests: all its user time is in spin(). */
__attribute__((noinline)) static long spin(long n)
{
	volatile long s = 0;
	for (long i = 0; i < n; i++)
		s += i;
	return s;
}

int main(void)
{
	for (;;)
		spin(1000000);
}
