/* @@opts: -xerrtags */
/*
 * Type and Constant Definitions: Inlines.  An inline's name is a new
 * identifier: defining it again is refused, the message naming what the
 * name already is (here an inline scalar).
 */
inline int limit = 10;
inline int limit = 20;

BEGIN
{
	exit(0);
}
