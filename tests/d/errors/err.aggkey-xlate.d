/* @@opts: -xerrtags */
/* Aggregations: translated data may not be an aggregation key either
 * (D_KEY_TYPE); its members may. */
BEGIN
{
	@ok[curpsinfo->pr_pid] = count();
	@a[xlate <psinfo_t> (curthread)] = count();
}
