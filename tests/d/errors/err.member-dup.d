/* @@opts: -xerrtags */
/*
 * Structs and Unions: each member of a struct or union is named once.  A
 * name used twice is refused when the type is defined, as a duplicate
 * enumerator is (types/err.D_UNKNOWN.dupenum in DTrace's suite): the D
 * type container rejects the member.
 */
union u {
	int x;
	char y;
	long x;
};

BEGIN
{
	exit(0);
}
