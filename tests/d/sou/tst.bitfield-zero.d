/* @@opts: -q */
/*
 * Structs and Unions: Bit-Fields.  An unnamed bit-field of width 0 is
 * accepted (it would end the storage unit; D's layout ignores it, as
 * DTrace's does): the struct is laid out as if it were not there.  An
 * unnamed bit-field of some width takes its bits.
 */
struct with { int a:3; int :0; int b:2; };
struct without { int a:3; int b:2; };
struct gap { int a:3; int :5; int b:2; };

BEGIN
{
	printf("%d %d\n", sizeof (struct with) == sizeof (struct without),
	    sizeof (struct gap) >= sizeof (struct without));
	exit(0);
}
