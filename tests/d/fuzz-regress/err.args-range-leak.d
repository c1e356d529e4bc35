/*
 * Found by fuzz_compile: an error inside a clause leaked the args[] types
 * sema had copied from the clause's first probe (seen under ASan).
 */
syscall::write:entry
{
	trace(args[-1]);
}
