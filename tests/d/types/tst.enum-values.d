/*
 * Type and Constant Definitions: Enumerations.  An enumerator without a
 * value is the previous one plus one (the first 0); a value may be any
 * integer constant expression, including enumerators defined before (of
 * this enum or another); an enumerator is an int constant usable where a
 * constant is required (an array dimension, a bit-field width); enum and
 * int convert both ways; arithmetic on an enum is int arithmetic.
 */
#pragma D option quiet

enum colour { RED, GREEN = 5, BLUE, ALPHA = BLUE * 2 };
enum shade { DARK = ALPHA + 1, LIGHT = -3, MID };

int dims[BLUE];
struct packed { unsigned f : GREEN; };
enum colour c;

BEGIN
{
	c = BLUE;
	i = c + 1;
	c = 1;
	printf("%d %d %d %d\n", RED, GREEN, BLUE, ALPHA);
	printf("%d %d %d\n", DARK, LIGHT + 0, MID + 0);
	printf("%d %d %d %d\n", sizeof(dims), sizeof(enum colour), sizeof(RED), i);
	printf("%d %d %d\n", c == GREEN, c == 1, sizeof(struct packed));
	exit(0);
}
