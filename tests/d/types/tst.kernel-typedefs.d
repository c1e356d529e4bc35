/*
 * Kernel typedefs and structs from BTF are type names anywhere a type may
 * appear (Types, Operators and Expressions; Type and Constant
 * Definitions): global declarations, clause-local declarations, casts,
 * sizeof, offsetof, struct members -- also those not named *_t.
 */
#pragma D option quiet

uint u;
u32 w;
struct task_struct *t;

struct pair {
	u16 lo;
	u64 hi;
};

BEGIN
{
	x = 0x1234567890;
	printf("%d %d %d %d\n", (uint)x, (u8)x, (u16)x, (__u32)x);
	printf("%d %d %d %d\n", sizeof(uint), sizeof(u64), sizeof(pid_t), sizeof(struct pair));
	printf("%d %d\n", offsetof(struct pair, hi), sizeof(t) == sizeof(void *));
	printf("%d\n", sizeof(*t) == sizeof(struct task_struct));
	this->p = (u8 *)1000;
	this->p++;
	printf("%d\n", (long)this->p);
	u = -1;
	w = 7;
	printf("%u %d\n", u, w);
	exit(0);
}
