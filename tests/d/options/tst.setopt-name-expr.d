/*
 * Actions and Subroutines: setopt(name, value) takes the name as any
 * string expression, evaluated when the clause runs (as both DTrace
 * implementations record it): a computed "aggsortkey" sorts printa() by
 * key, a computed unknown name is refused with and without a value, and
 * tracing goes on.
 */
#pragma D option quiet

BEGIN
{
	@a[2] = count();
	@a[1] = count();
	@a[1] = count();
	printa(@a);
	this->name = strjoin("aggsort", "key");
	setopt(this->name);
	printa(@a);
	n = "nosuch";
	setopt(n, "3");
	setopt(n);
	printf("done\n");
	exit(0);
}
