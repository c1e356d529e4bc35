/*
 * The cpc provider bounds a count only by its minimum overflow (5000): a
 * cpu_clock count of 100 microseconds, under profile's 200-microsecond
 * limit, is a probe of cpc's and fires.
 */
#pragma D option quiet

cpc:::cpu_clock-all-100000
/n++ == 10/
{
	printf("fired\n");
	exit(0);
}
