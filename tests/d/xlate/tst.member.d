/* Translator members: only the member read is generated, with the input
 * bound; pointer and struct forms, inline values and inline arrays. */
#pragma D option quiet

struct pt {
	int x;
	int y;
	char name[8];
};

translator struct pt < int V > {
	x = V + 1;
	y = V * 2;
	name = V > 10 ? "big" : "small";
};

struct box {
	int sum;
	int twice;
};

/* A translator whose members use another translation. */
translator struct box < int V > {
	sum = xlate <struct pt> (V).x + xlate <struct pt *> (V)->y;
	twice = (xlate <struct pt> (V)).y;
};

inline struct pt *p7 = xlate <struct pt *> (7);
inline int px[int a, int b] = xlate <struct pt> (a * b).x;
inline int nest[int a] = px[a, a + 1] + px[1, a];

BEGIN
{
	v = 20;
	printf("x=%d y=%d name=%s\n", xlate <struct pt> (v).x,
	    xlate <struct pt *> (v)->y, xlate <struct pt> (v).name);
	printf("small: %s\n", xlate <struct pt *> (3)->name);
	printf("box: %d %d\n", xlate <struct box> (5).sum, xlate <struct box *> (5)->twice);
	printf("p7: %d %d %s\n", p7->x, p7->y, p7->name);
	printf("px: %d %d\n", px[2, 3], px[v, 2]);
	printf("nest: %d\n", nest[4]);
	exit(0);
}
