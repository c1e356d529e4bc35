#pragma D option quiet

/*
 * lltostr()'s base is an int (its prototype: string lltostr(int64_t [, int])):
 * a wider value is converted to int first, its low 32 bits, constant or not,
 * as substr()'s index and length are.
 */
BEGIN
{
	b = (1LL << 32) + 16;
	printf("%s %s %s\n", lltostr(255, (1LL << 32) + 16), lltostr(255, b),
	    lltostr(-255, (1LL << 32) + 10));
	exit(0);
}
