/* @@opts: -xerrtags */
/* Kernel memory reached from a builtin variable (curthread) is not
 * writable: D_OP_WRITE at compile time, not a fault at run time. */
BEGIN
{
	curthread->pid = 1;
}
