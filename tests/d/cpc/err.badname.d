/* A cpc probe needs a known event, a mode and a count above the minimum:
 * a count below it names no probe, and the error says why. */
cpc:::cpu_clock-all-100
{
}
