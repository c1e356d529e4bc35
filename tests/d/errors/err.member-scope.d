/* @@opts: -xerrtags */
/* Structs and Unions: a member name may not use D's scoping operator. */
struct s {
	int vmlinux`x;
};

BEGIN
{
	exit(0);
}
