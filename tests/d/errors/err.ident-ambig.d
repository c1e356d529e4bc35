/* @@opts: -xerrtags */
/*
 * Types, Operators, and Expressions: Relational Operators.  A comparison
 * whose left operand has an enum type reads a bare name on its right as
 * one of that enum's enumerators; when a global identifier has the same
 * name, the name is ambiguous (D_IDENT_AMBIG), named with the global's kind.
 */
int MODULE_STATE_COMING;
enum module_state st;

BEGIN
{
	st = (enum module_state)1;
	trace(st == MODULE_STATE_COMING);
}
