/* @@opts: -xerrtags */
/*
 * Structs and Unions: offsetof's member is an identifier or a type name.
 * Only after . and -> is a D keyword read as a member name, so struct
 * cgroup's member self cannot be named in offsetof (a syntax error), while
 * sizeof(((struct cgroup *)0)->self) is accepted (parse/tst.keyword-member.d).
 */
BEGIN
{
	trace(offsetof(struct cgroup, self));
	exit(0);
}
