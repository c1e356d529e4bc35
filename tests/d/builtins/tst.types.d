/*
 * Variables: Built-in Variables: each one's D type, as DTrace's table of
 * them gives it (Oracle's dt_open.c): its size and signedness.  execname
 * is a string of strsize bytes.
 */
/* @@opts: -C */
#pragma D option quiet
#define T(v) printf("%-14s %d %s\n", #v, sizeof(v), (v) * 0 - 1 < 0 ? "signed" : "unsigned")
BEGIN
{
	T(arg0); T(arg9); T(pid); T(ppid); T(tid); T(uid); T(gid);
	T(timestamp); T(vtimestamp); T(walltimestamp); T(cpu); T(epid); T(id);
	T(errno); T(stackdepth); T(ustackdepth); T(caller); T(ucaller); T(ipl);
	T(projid); T(taskid);
	printf("%-14s %d\n", "execname", sizeof(execname));
	exit(0);
}
