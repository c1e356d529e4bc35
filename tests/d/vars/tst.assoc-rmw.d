/*
 * Guide, "Associative Arrays": ++, --, += and -= on an element read it
 * (0 when missing) and store the result; storing 0 deletes the element.
 * Each case takes a different path: a new element, an existing one
 * updated in place, one brought to 0, a 0 stored to a missing one, with
 * constant and variable operands, prefix and postfix.
 */
#pragma D option quiet

BEGIN
{
	n = 2;
	a["x"]++;
	a["x"]++;
	a["x"] += 3;
	a["y"] += n;
	a["y"] -= n;
	a["z"] -= 0;
	b[1, 2]--;
	printf("%d %d %d %d\n", a["x"], a["y"], a["z"], b[1, 2]);
	printf("%d %d\n", b[1, 2]++, b[1, 2]);
	printf("%d %d\n", ++b[1, 2], --a["x"]);
	c[n] = n * 5;
	c[n] -= 4;
	printf("%d\n", c[2]);
	exit(0);
}
