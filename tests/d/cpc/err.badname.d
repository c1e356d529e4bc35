/* A cpc probe needs a known event, a mode and a count above the minimum. */
cpc:::cpu_clock-all-100
{
}
