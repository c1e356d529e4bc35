/* @@opts: -xerrtags */
/* A bit-field must be of an integer type: an enum is refused
 * (D_DECL_BFTYPE), as DTrace asks for the integer kind; a typedef of an
 * integer is fine. */
typedef unsigned int flags_t;
enum colour { RED, GREEN };

struct ok {
	flags_t f : 2;
};

struct bad {
	enum colour c : 2;
};
