# trace() without -q prints each datum in a column of its own (Output
# Formatting; the widths Oracle's DTrace prints): a space, then a signed
# or unsigned integer right-aligned in 3 columns for 1 byte, 5 for 2, 10
# for 4, 19 (signed) or 20 (unsigned) for 8; an enum as an unsigned 4-byte
# integer, a pointer as an unsigned 8-byte one; a string or char array as
# two spaces and the string left-aligned in 33 columns; anything else
# (a struct, an int array) as a hex dump.  The record prints the same
# whatever the buffer policy (fill, ring, switch): the policy decides which
# records are kept, not how one prints.  print() names type and value the
# same way in every policy.  (The CPU column is the one BEGIN ran on.)
prog='enum e { A = 1, B = 2 };
struct s { int a; char b; };
struct s v;
int ia[2];
BEGIN {
	v.a = 1; v.b = 120; ia[1] = 7;
	trace((char)65); trace((signed char)-1); trace((unsigned char)200); trace("|");
	trace((short)-2); trace((unsigned short)65535); trace("|");
	trace((int)-3); trace((unsigned)4000000000); trace(2147483647); trace("|");
	trace((long)-4); trace((long long)-9223372036854775807 - 1);
	trace((unsigned long)-1); trace("|");
	trace((void *)0x1234); trace((char *)0); trace(B); trace("|");
	trace("str"); trace(curthread->comm);
	trace(v); trace(ia);
	print(v);
	exit(0);
}'
for pol in fill ring switch; do
	echo "-- bufpolicy=$pol"
	$DTRACE -x bufpolicy=$pol -n "$prog" 2>/dev/null | sed -E '2s/^.{3}/  C/'
	echo "exit ${PIPESTATUS[0]}"
done
