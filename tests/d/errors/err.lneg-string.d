/* @@opts: -xerrtags */
/* Types, Operators, and Expressions: ! requires an operand of scalar type;
 * a string is not one. */
BEGIN
{
	s = "abc";
	trace(!s);
}
