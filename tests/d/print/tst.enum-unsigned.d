/*
 * An enum is not a signed type in DTrace (only signed integer types are),
 * so an enum value prints unsigned wherever the value's own type decides
 * (Output Formatting: trace; printf %d and %i print an unsigned argument as
 * %u): an enumerator of -2 and a variable holding it print 4294967294, as
 * does a key of one in printa's %d.  Arithmetic on one is an int's
 * (Types, Operators, and Expressions: enums convert to int): A - 3 is -2.
 */
#pragma D option quiet

enum e { A = 1, B = -2 };
enum e ev;

BEGIN
{
	ev = B;
	trace(ev); trace(" "); trace(B); trace(" "); trace(A - 3); trace("\n");
	printf("%d %i %u %x %d\n", ev, B, ev, ev, A - 3);
	@k[ev] = count();
	printa("%d %@d\n", @k);
	exit(0);
}
