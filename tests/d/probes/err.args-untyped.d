/* @@opts: -xerrtags */
/*
 * profile Provider: profile-n and tick-n probes have no typed arguments
 * (dtrace -lv: Argument Types None): args[0] is out of range
 * (D_ARGS_IDX); arg0 and arg1 are the PCs.
 */
profile-97
{
	trace(args[0]);
}
