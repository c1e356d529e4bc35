/*
 * Types, Operators, and Expressions: Relational Operators.  With a value of
 * an enum type on the left, a bare name on the right is read as that enum's
 * enumerator (a kernel enum's too), with each relational operator; a D
 * enum's enumerators are values of their own.
 */
#pragma D option quiet

enum pid_type t;
enum colour { RED, GREEN = 5, BLUE };
enum colour c;

BEGIN
{
	t = PIDTYPE_PGID;
	printf("%d %d %d %d %d %d\n", t == PIDTYPE_PGID, t != PIDTYPE_PID,
	    t < PIDTYPE_SID, t <= PIDTYPE_TGID, t > PIDTYPE_TGID, t >= PIDTYPE_SID);
	c = BLUE;
	printf("%d %d %d\n", c == BLUE, c > GREEN, c == RED);
	exit(0);
}
