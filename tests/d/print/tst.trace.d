/*
 * trace() of integers by width and signedness and of strings (quiet).
 */
#pragma D option quiet

BEGIN
{
	trace((char)-1); trace(" ");
	trace((unsigned char)255); trace(" ");
	trace((short)-2); trace(" ");
	trace((unsigned short)65535); trace(" ");
	trace(-3); trace(" ");
	trace((unsigned int)4000000000); trace(" ");
	trace((long long)-4); trace(" ");
	trace(18446744073709551615ULL);
	trace("\n");
	trace("a string");
	trace("\n");
	exit(0);
}
