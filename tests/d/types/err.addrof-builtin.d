/* @@opts: -xerrtags */
/* A built-in variable is a D variable: its address cannot be taken
 * (D_ADDROF_VAR), as for a declared one; the address of what a built-in
 * points to can (&curthread->pid). */
BEGIN
{
	trace(&curthread->pid != 0);
	trace(&pid);
}
