/* A kernel symbol that does not exist fails to resolve, with or without a
 * member after it (the member is never looked at).  On a kernel that lists
 * its data symbols (err.ksym-nodata: one that does not):
 * @@needs: grep -qw init_task /proc/kallsyms
 */
BEGIN
{
	trace(`nosuch_symbol_xyz.member);
	exit(0);
}
