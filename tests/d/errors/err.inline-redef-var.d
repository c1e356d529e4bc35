/* @@opts: -xerrtags */
/*
 * Type and Constant Definitions: Inlines.  An inline may not take the name
 * of a declared variable (an associative array here): the message names
 * its kind, with no "inline".
 */
int counts[int];
inline int counts = 2;

BEGIN
{
	exit(0);
}
