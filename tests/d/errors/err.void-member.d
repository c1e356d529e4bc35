/* @@opts: -xerrtags */
/* A member needs a size. */
struct s {
	int a;
	void v;
};
