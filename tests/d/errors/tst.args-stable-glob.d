/* @@opts: -e */
/*
 * Stability: a glob in a field whose names are below Evolving (syscall's
 * function names are Private) leaves the set of probes stable: args[] is
 * typed from the first probe matched, as DTrace does.  A single probe, a
 * probe named by its id, and a fully given description are stable too.
 */
syscall::*read:entry
{
	trace(args[0]);
}

syscall::read:entry,
syscall::write:entry
{
	trace(args[2]);
}
