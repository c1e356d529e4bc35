/*
 * Actions and Subroutines: results on inputs past the usual range.
 * strchr()/strrchr() search for the char their second argument converts to
 * (0x161 is 'a'); the NUL that ends the string is found (an empty string, not
 * NULL).  substr()'s index and length are ints, as its prototype and Oracle's
 * substr take them: 2^32 is 0 and INT64_MAX is -1 (the last character);
 * index()/rindex() keep a 64-bit start (2^32 is past the end).  The byte swaps
 * take the low 16, 32 or 64 bits of any integer and have the width of their
 * type.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s][%s][%d][%d][%s][%s]\n", strchr("abc", 0), strrchr("abc", 0),
	    strchr("abc", 0) == NULL, strchr("abc", 1) == NULL, strchr("abcab", 0x161),
	    strrchr("abcab", 0x162));
	printf("[%s][%s][%s][%d][%d][%s]\n", substr("hello", 0x100000000),
	    substr("hello", 1, 0x100000000), substr("hello", -0x100000000),
	    index("hello", "l", 0x100000000), rindex("hello", "l", -0x100000000),
	    substr("hello", 0x7fffffffffffffff, 2));
	printf("%x %x %x %x %x %x\n", htons(0x123456789), ntohs(-1),
	    htonl(0x1122334455667788), ntohl(-2), htonll(-2), ntohll(0x80));
	printf("%d %d %d %d %d %d\n", sizeof(htons(1)), sizeof(htonl(1)), sizeof(htonll(1)),
	    sizeof(ntohs(1)), sizeof(ntohl(1)), sizeof(ntohll(1)));
	exit(0);
}
