/*
 * Pointers and Arrays: a declared char array longer than strsize keeps
 * all its elements (global, self->, this->, an associative array's value):
 * its last element is stored and read back, and it still reads as a
 * string from its start.  (Its storage was one strsize buffer, so a store
 * past it was refused by the kernel's verifier.)
 */
#pragma D option quiet
#pragma D option strsize=64

char g[300];
self char t[300];
this char c[300];
char a[int][300];

BEGIN
{
	g[299] = 1;
	i = 298;
	g[i] = 2;
	self->t[299] = 3;
	this->c[299] = 4;
	a[7][299] = 5;
	g[0] = 'o';
	g[1] = 'k';
	printf("%d %d %d %d %d %d %s\n", g[299], g[298], self->t[299], this->c[299],
	    a[7][299], sizeof(g), stringof(g));
	exit(0);
}
