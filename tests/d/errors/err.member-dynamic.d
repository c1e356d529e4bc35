/* @@opts: -xerrtags */
/* Structs and Unions: a member cannot be an associative array
 * (D_DECL_DYNOBJ). */
struct s {
	int ok[4];
	int a[int];
};

BEGIN
{
	exit(0);
}
