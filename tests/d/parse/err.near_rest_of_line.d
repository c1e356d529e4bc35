/* @@opts: -xerrtags */
/*
 * An unknown type name in offsetof(): DTrace's lexer peeks past the
 * identifier, so the message quotes the rest of the line.
 */
BEGIN
{
	trace(offsetof(vnode_t, v_no_such_member));
}
