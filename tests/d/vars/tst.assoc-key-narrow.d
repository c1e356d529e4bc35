/*
 * Variables: Associative Arrays: an array's key signature is fixed by its
 * declaration or its first use, and each key is converted to the
 * signature's type as a function's argument is (DTrace's code converts
 * every tuple element to the signature's type): a[257] of a char key is
 * a[1], a[255] of a (char)-1 key the same element, in global and
 * thread-local arrays and in aggregations (one row each).  Keys used to
 * keep their own value: a[257] was another element than a[1].
 */
#pragma D option quiet

int d8[char];
int d16[uint16_t];
int d32[int, string];

BEGIN
{
	d8[1] = 11;
	d16[65537] = 12;
	d32[0x100000001, "x"] = 13;
	printf("%d %d %d %d %d\n", d8[257], d8[(char)1], d16[1], d32[1, "x"],
	    d32[(char)1, "x"]);

	c[(char)-1] = 21;
	printf("%d %d %d %d\n", c[-1], c[255], c[(uint8_t)255], c[(short)-1]);
	u[(uint8_t)255] = 22;
	printf("%d %d %d\n", u[-1], u[255], u[(char)-1]);
	t[1, (short)2, "y"] = 23;
	printf("%d %d\n", t[1, 65538, "y"], t[0x100000001, 2, "y"]);

	self->s[(uint8_t)255] = 31;
	printf("%d %d\n", self->s[-1], self->s[255]);

	@[(char)1] = count();
	@[257] = count();
	@[(char)-1] = count();
	@[255] = count();
	@[511] = count();
	exit(0);
}
