/* @@opts: -xerrtags */
struct s {
	int a : 3;
	char b : 9;
};
