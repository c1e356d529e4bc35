/* @@opts: -xerrtags */
/*
 * Structs and Unions: a member declared in D is named by an identifier; a
 * D keyword there is a syntax error (only after . and -> is any word a name).
 */
struct s {
	int self;
};
