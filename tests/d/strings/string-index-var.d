/*
 * A string indexed by a variable (s[i], execname[i]): the byte of its
 * strsize buffer, as a char array's element; an index outside the buffer
 * is a fault, as an array's is (it was a verifier refusal).
 */
#pragma D option quiet

BEGIN
{
	i = 2;
	s = "abcdef";
	printf("%c %c %c %d\n", s[i], execname[i], s[i + 1], s[i * 3]);
}

BEGIN
{
	j = 300;
	printf("%c\n", s[j]);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}
