/*
 * Guide, "Variables: uregs[]" (x86 register constants): R_DS, R_ES, R_FS,
 * R_GS and R_TRAPNO, which x86-64 does not save with the other user
 * registers, read the thread's values (task_struct's thread: ds, es,
 * fsbase, gsbase, trap_nr).  dtrace's own thread has a TLS base in fs.
 */
#pragma D option quiet

BEGIN
{
	printf("DS %s\n", uregs[R_DS] == curthread->thread.ds ? "match" : "differs");
	printf("ES %s\n", uregs[R_ES] == curthread->thread.es ? "match" : "differs");
	printf("FS %s\n", uregs[R_FS] == curthread->thread.fsbase ? "match" : "differs");
	printf("FS set %d\n", uregs[R_FS] != 0);
	printf("GS %s\n", uregs[R_GS] == curthread->thread.gsbase ? "match" : "differs");
	printf("TRAPNO %s\n", uregs[R_TRAPNO] == curthread->thread.trap_nr ? "match" : "differs");
	exit(0);
}
