/* A cpc probe's mode is all, user or kernel: another names no probe, and
 * the error says what the mode may be (the event here by Oracle's name). */
cpc:::perf_count_sw_cpu_clock-most-100000
{
}
