/* lockstat's acquire and release probes have no place to fire on Linux
 * (only a contended acquisition passes a tracepoint or a slow path): a
 * description naming one fails with a sentence saying why, not only that
 * it matched nothing. */
lockstat:::spin-release
{
	@[probename] = count();
}
