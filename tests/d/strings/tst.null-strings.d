/*
 * Guide, "Strings: String Comparison" and "Variables": a string variable
 * can hold NULL (strchr() finding nothing, NULL itself).  NULL is kept by
 * every kind of variable (global, clause-local, thread-local, associative
 * array element), and a dynamic string variable never assigned is NULL
 * too; NULL compares equal only to NULL and sorts before every string,
 * "" included.  Indexing a string element reads its characters.
 */
#pragma D option quiet

self string never;

BEGIN
{
	g = strchr("abc", 'Z');
	this->t = strchr("abc", 'Z');
	self->s = strchr("abc", 'Z');
	a[1] = strchr("abc", 'Z');
	printf("NULL kept: %d %d %d %d\n", g == NULL, this->t == NULL, self->s == NULL,
	    a[1] == NULL);
	printf("never assigned: %d %d\n", self->never == NULL, a[2] == NULL);
	printf("NULL vs NULL: %d %d %d\n", g == this->t, a[1] == a[2], self->s != g);
	printf("NULL vs strings: %d %d %d %d\n", a[1] == "", a[1] < "", "a" > g,
	    g != "abc");
	g = "";
	this->t = "";
	self->s = "";
	printf("empty is not NULL: %d %d %d\n", g == NULL, this->t == NULL,
	    self->s == NULL);
	a[3] = "ABCDEFG";
	printf("a[3][1] = %c\n", a[3][1]);
	exit(0);
}
