/*
 * Structs and Unions: member access.  After . and -> the lexer reads any
 * word as a member name, so members of kernel types named like D keywords
 * (atomic_t's counter, struct cgroup's self, struct kparam_string's
 * string) are reachable, on each side of the expression.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", curthread->usage.refs.counter > 0,
	    sizeof(((struct cgroup *)0)->self) > 0,
	    sizeof(((struct kparam_string *)0)->string));
	this->t = curthread;
	printf("%d\n", this->t->usage.refs.counter == curthread->usage.refs.counter);
	exit(0);
}
