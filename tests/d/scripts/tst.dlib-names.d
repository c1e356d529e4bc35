/*
 * Names of the D library that scripts use: the open(2) O_* flags (Linux
 * values, octal) and in6_addr_t (inet_ntoa6's argument type).
 * @@opts: -q
 */
BEGIN
{
	printf("%o %o %o %o %o %o %o\n", O_RDONLY, O_WRONLY, O_RDWR, O_CREAT | O_TRUNC,
	    O_APPEND, O_NONBLOCK, O_CLOEXEC);
	this->a = (in6_addr_t *)alloca(sizeof(in6_addr_t));
	printf("%d %s\n", sizeof(in6_addr_t), inet_ntoa6(this->a));
	exit(0);
}
