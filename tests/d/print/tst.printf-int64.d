/* @@opts: -q */
/*
 * Output Formatting: printf size prefixes.  D is LP64: int64_t and
 * uint64_t are long and unsigned long, so the l prefix takes them (arg0,
 * timestamp, a cast), and so does ll (%llx takes the [u]int64_t typedefs
 * by name); long long itself wants ll for x.
 */
BEGIN
{
	x = (int64_t)-2;
	u = (uint64_t)0xfeedfacecafe;
	printf("%ld %li %lx %lX %lo %lu\n", x, x, u, u, (uint64_t)8, u);
	printf("%lld %llx %llu\n", x, u, u);
	printf("%llx %d\n", (long long)0xabc, timestamp > 0 && arg0 == 0);
	exit(0);
}
