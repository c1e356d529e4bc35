/* Globals, clause-locals, thread-locals and associative arrays. */
#pragma D option quiet

BEGIN
{
	g = 10;
	g += 5;
	g *= 2;
	g -= 1;
	g /= 2;
	g %= 5;
	g <<= 4;
	g |= 1;
	printf("g=%d\n", g);
	n = 5;
	printf("%d %d %d %d\n", n++, n, ++n, n--);
	this->t = 7;
	self->s = 42;
	a["x", 1] = 100;
	a["y", 2] = 200;
	a["x", 1] += 1;
	printf("%d %d %d %d\n", this->t, self->s, a["x", 1], a["y", 2]);
	a["y", 2] = 0;
	printf("deleted %d missing %d\n", a["y", 2], a["z", 3]);
	self->s = 0;
	printf("self after delete %d\n", self->s);
}

BEGIN
{
	printf("this kept %d, global kept %d\n", this->t, g);
	s = "hello";
	str["k"] = "world";
	self->ts = "thread";
	printf("%s %s %s\n", s, str["k"], self->ts);
	exit(0);
}
