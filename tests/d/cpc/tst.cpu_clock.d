/*
 * cpc:::cpu_clock-all-N fires every N ns of CPU clock on each CPU: over
 * the time since its first firing, CPU 0 sees about one firing per 10 ms
 * (a wide margin: the VM may be loaded).
 */
#pragma D option quiet

uint64_t start;

cpc:::cpu_clock-all-10000000
/cpu == 0/
{
	start = start ? start : timestamp;
	n++;
}

cpc:::cpu_clock-user-10000000,
cpc:::cpu_clock-kernel-10000000
{
	m++;
}

tick-2s
/start/
{
	this->expect = (timestamp - start) / 10000000 + 1;
	printf("%s\n", n * 2 >= this->expect && n <= this->expect * 2 ?
	    "cpu 0 in range" : "cpu 0 out of range");
	printf("%s\n", m > 0 ? "user/kernel fired" : "user/kernel silent");
	exit(0);
}
