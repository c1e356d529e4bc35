/* @@opts: -xerrtags */
/* Type Namespaces: a typedef name scoped to an object the kernel does
 * not have is no type name (DTrace finds no such module): the name is
 * then an unknown symbol, not D's uint32_t. */
BEGIN
{
	trace(sizeof(nosuchmodule`uint32_t));
}
