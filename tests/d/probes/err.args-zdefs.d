/* @@opts: -xerrtags -Z */
/*
 * Variables: args[].  args[] are typed by the probe a description
 * matches: one that -Z let match nothing has none to type them, and DTrace
 * refuses them (D_ARGS_MULTI, as for an unstable set of probes) where we
 * typed them int64_t.
 */
nosuch:::probe
{
	x = args[0];
}

BEGIN
{
	exit(0);
}
