/* @@opts: -xerrtags */
/*
 * Stability: a description that leaves empty (or globs) a field whose
 * names are Evolving or better matches an unstable set of probes: here
 * syscall's entry and return, whose arguments differ.  Its clause may not
 * use args[] (D_ARGS_MULTI); arg0 ... stay usable.
 */
syscall::read:
{
	trace(arg0);
	trace(args[0]);
}
