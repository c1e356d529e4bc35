/*
 * Names of the D library that scripts use: the open(2) O_* flags (Linux
 * values, octal).
 * @@opts: -q
 */
BEGIN
{
	printf("%o %o %o %o %o %o %o\n", O_RDONLY, O_WRONLY, O_RDWR, O_CREAT | O_TRUNC,
	    O_APPEND, O_NONBLOCK, O_CLOEXEC);
	exit(0);
}
