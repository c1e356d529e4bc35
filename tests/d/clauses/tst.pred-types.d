/*
 * Program Structure: Predicates: a predicate is any expression of scalar
 * type (an integer of any width, a pointer), true when not zero, as its
 * own type holds it: (char)256 is 0, (char)257 is 1, a long whose low 32
 * bits are 0 is true, a NULL pointer false; a missing associative array
 * element and an unset thread-local are 0.  A predicate may assign: its
 * effect is seen by its own clause and the later ones.
 */
#pragma D option quiet

int a[string];
self int unset;

BEGIN /(char)256/ { printf("(char)256\n"); }
BEGIN /(char)257/ { printf("(char)257\n"); }
BEGIN /(short)0x10000/ { printf("(short)0x10000\n"); }
BEGIN /0x100000000/ { printf("0x100000000\n"); }
BEGIN /-1/ { printf("-1\n"); }
BEGIN /curthread/ { printf("curthread\n"); }
BEGIN /(void *)0/ { printf("NULL\n"); }
BEGIN /a["x"]/ { printf("a[\"x\"]\n"); }
BEGIN /self->unset/ { printf("self->unset\n"); }
BEGIN /!a["x"] && !self->unset/ { printf("both 0\n"); }
BEGIN /(n = 5) == 5/ { printf("n %d\n", n); }
BEGIN /n++ == 5/ { printf("n++ %d\n", n); }
BEGIN /n++ == 5/ { printf("not run\n"); }
BEGIN { printf("n %d\n", n); exit(0); }
