/*
 * Variables: Associative Arrays: a key may be of any type but void, a
 * dynamic type and translated data: integers of every width and sign
 * (their extremes distinct), enums, pointers (a NULL constant matches a
 * pointer key), strings (a constant, a variable, execname and a kernel
 * char array are one string key), structs and arrays (by their bytes:
 * equal contents are one key; an array key given again was refused as
 * incompatible with itself), and tuples of these, in global and
 * thread-local arrays.
 */
#pragma D option quiet

enum e { E0, E1, E2 };
struct pt { int x; char c; long l; };
struct pt p, q;
int k[3], k2[3];

BEGIN
{
	i8[(int8_t)-128] = 1; i8[(int8_t)127] = 2;
	u8[(uint8_t)0] = 3; u8[(uint8_t)255] = 4;
	i16[(int16_t)-32768] = 5; u16[(uint16_t)65535] = 6;
	i32[(int32_t)-2147483648] = 7; u32[(uint32_t)4294967295] = 8;
	i64[-9223372036854775807LL - 1] = 9; u64[18446744073709551615ULL] = 10;
	printf("%d %d %d %d %d %d %d %d %d %d\n", i8[-128], i8[127], u8[0], u8[255],
	    i16[-32768], u16[65535], i32[-2147483648], u32[4294967295U],
	    i64[-9223372036854775807LL - 1], u64[18446744073709551615ULL]);

	en[E2] = 11;
	printf("%d %d %d\n", en[E2], en[2], en[E1]);

	ptr[curthread] = 12;
	ptr[(struct task_struct *)0] = 13;
	printf("%d %d\n", ptr[curthread], ptr[NULL]);

	/* execname, not "dtrace": under valgrind the process is memcheck's */
	s = execname;
	str[s] = 14;
	v = "a constant";
	lit["a constant"] = 14;
	printf("%d %d %d %d\n", lit[v], str[execname], str[curthread->comm], str["dtrac"]);
	cm[curthread->comm] = 15;
	printf("%d %d\n", cm[s], cm[execname]);

	p.x = 1; p.c = 'a'; p.l = -1;
	q = p;
	st[p] = 16;
	q.l = 0;
	printf("%d %d\n", st[q], st[p]);
	q.l = -1;
	printf("%d\n", st[q]);

	k[1] = 7;
	arr[k] = 17;
	k2[1] = 7;
	printf("%d\n", arr[k2]);
	k2[2] = 1;
	printf("%d\n", arr[k2]);

	tup[1, "a", p, k, (char)2] = 18;
	printf("%d %d\n", tup[1, "a", p, k, 2], tup[1, "a", p, k, 3]);

	self->ts[p, "b"] = 19;
	self->ta[k] = 20;
	printf("%d %d %d\n", self->ts[q, "b"], self->ta[k], self->ta[k2]);
	exit(0);
}
