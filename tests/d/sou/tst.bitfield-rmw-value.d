#pragma D option quiet

/*
 * The value of x op= v, ++x and x++ on a bit-field is the field's new (or,
 * for x++, old) value, as C gives it: the stored bits extended by the
 * field's signedness, not the sum in the declared type (a 3-bit unsigned
 * field += -4 from 0 is 4, not 4294967292).  Expected values are gcc's.
 */
struct bf {
	unsigned int a:3;
	int b:5;
	unsigned int c:12;
	int d:1;
	unsigned long long e:40;
	long long f:23;
};
struct bf st;

BEGIN
{
	printf("%d\n", (int64_t)(st.a += -4));
	printf("%d %d\n", (int64_t)(st.b -= 17), (int64_t)st.b);
	printf("%d\n", (int64_t)(st.c += -686293018323LL));
	printf("%d\n", (int64_t)(st.d |= 1));
	printf("%d %d\n", (int64_t)(--st.e), (int64_t)st.e);
	printf("%d %d\n", (int64_t)(st.e++), (int64_t)st.e);
	st.f = 4194303;
	printf("%d %d\n", (int64_t)(++st.f), (int64_t)st.f);
	printf("%d\n", (int64_t)(st.f *= 3));
	exit(0);
}
