/* in6_addr_t, the D library's name for the kernel's struct in6_addr, is a
 * type anywhere a type may appear: casts, sizeof, inet_ntoa6()'s argument. */
#pragma D option quiet
BEGIN
{
	this->a = (in6_addr_t *)alloca(sizeof(in6_addr_t));
	this->a->in6_u.u6_addr8[15] = 1;
	printf("%s %d\n", inet_ntoa6(this->a), sizeof(in6_addr_t));
	this->a->in6_u.u6_addr8[0] = 0xfe;
	this->a->in6_u.u6_addr8[1] = 0x80;
	printf("%s\n", inet_ntoa6(this->a));
	exit(0);
}
