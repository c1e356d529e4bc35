/* A kernel symbol that does not exist fails to resolve, with or without a
 * member after it (the member is never looked at). */
BEGIN
{
	trace(`nosuch_symbol_xyz.member);
	exit(0);
}
