/*
 * lltostr(value, base): illumos's optional base 2..36.  Digits past 9 are
 * a-z; base 16 is prefixed "0x" and base 8 "0"; 0 is "0" in every base but
 * 16 ("0x0"); only base 10 has a sign: elsewhere a negative value prints as
 * its 64-bit two's complement.
 */
#pragma D option quiet
#pragma D option strsize=128

BEGIN
{
	printf("[%s] [%s] [%s] [%s] [%s] [%s] [%s] [%s] [%s]\n",
	    lltostr(0, 2), lltostr(5, 2), lltostr(-1, 2), lltostr(0, 8), lltostr(8, 8),
	    lltostr(-1, 8), lltostr(0, 16), lltostr(255, 16), lltostr(-7, 16));
	printf("[%s] [%s] [%s] [%s] [%s] [%s] [%s] [%s] [%s]\n",
	    lltostr(-9223372036854775807 - 1, 16), lltostr(0, 36), lltostr(35, 36),
	    lltostr(36, 36), lltostr(-1, 36), lltostr(123456789, 10),
	    lltostr(-9223372036854775807 - 1, 10), lltostr(0, 10), lltostr(7, 3));
	exit(0);
}
