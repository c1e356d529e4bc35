/* @@opts: -xerrtags */
/* Type Namespaces: a struct scoped to an object the kernel does not have
 * names no known type, as DTrace finds no such module: an incomplete
 * struct, not the kernel's task_struct. */
BEGIN
{
	trace(sizeof(struct nosuchmodule`task_struct));
}
