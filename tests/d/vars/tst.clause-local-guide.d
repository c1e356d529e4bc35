/* Variables: Clause-Local Variables, the guide's clause.d: a clause-local
 * keeps its value across the clauses one firing runs (in program order),
 * so each clause sees the previous one's this->foo++.  (Two firings: the
 * guard keeps a firing that comes before exit() takes effect silent.) */
#pragma D option quiet

int me;
this int foo;
tick-1ms
/me < 6/
{
	this->foo = (me % 3 == 0) ? 10 : this->foo;
	printf("Clause 1 is number %d; foo is %d\n", me++ % 3, this->foo++);
}
tick-1ms
/me < 6/
{
	this->foo = (me % 3 == 0) ? 20 : this->foo;
	printf("Clause 2 is number %d; foo is %d\n", me++ % 3, this->foo++);
}
tick-1ms
/me < 6/
{
	this->foo = (me % 3 == 0) ? 30 : this->foo;
	printf("Clause 3 is number %d; foo is %d\n", me++ % 3, this->foo++);
}
tick-1ms /me >= 6/ { exit(0); }
