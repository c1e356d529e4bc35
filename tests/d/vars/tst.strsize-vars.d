/*
 * Options and Tunables: strsize; Strings: a string variable of any storage
 * (global, self->, this->, an associative array's value or key) holds up
 * to strsize characters (Oracle's DTrace: strsize bytes and the NUL): one
 * shorter and one exactly strsize long are kept whole, a longer one is
 * cut to strsize, so keys differing only past strsize are the same key.
 */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	g = "1234567"; h = "12345678"; i = "123456789";
	self->s = "123456789"; this->s = "123456789";
	a["k"] = "123456789";
	a["12345678x"] = "first";
	a["12345678y"] = "second";
	printf("[%s] [%s] [%s] %d\n", g, h, i, strlen(i));
	printf("[%s] [%s] [%s]\n", self->s, this->s, a["k"]);
	printf("[%s] [%s]\n", a["12345678"], a["12345678z"]);
	exit(0);
}
