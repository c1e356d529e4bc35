/* @@opts: -xerrtags */
/* Types, Operators, and Expressions: sizeof of a type naming an
 * associative array (a dynamic type, without size) (D_SIZEOF_TYPE). */
BEGIN
{
	trace(sizeof (int[string]));
}
