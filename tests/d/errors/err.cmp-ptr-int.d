/* @@opts: -xerrtags */
/*
 * Types, Operators, and Expressions: Relational Operators.  A pointer
 * compares with another pointer of a compatible type or with the integer
 * constant 0 (NULL); with any other integer the operands are incompatible.
 */
BEGIN
{
	x = 2;
	trace(curthread == x);
}
