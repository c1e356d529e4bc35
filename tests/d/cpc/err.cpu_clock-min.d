/* A count under cpc's minimum overflow (5000) names no probe. */
cpc:::cpu_clock-all-4999
{
}
