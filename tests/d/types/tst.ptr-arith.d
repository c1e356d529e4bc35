/*
 * Pointer arithmetic (Pointers and Arrays): adding n to a pointer moves it
 * n objects, for every kind of object; ++, --, +=, -= likewise; two
 * pointers of one type subtract to a count of objects.
 */
#pragma D option quiet

struct three {
	char c[3];
};

BEGIN
{
	this->ip = (int *)1000;
	printf("%d %d %d\n", (long)(this->ip + 1), (long)(this->ip - 2), (long)(3 + this->ip));
	this->ip++;
	printf("%d\n", (long)this->ip);
	this->ip -= 2;
	printf("%d\n", (long)this->ip);
	this->lp = (long *)1000;
	this->lp += 2;
	printf("%d\n", (long)this->lp);
	this->cp = (char *)1000;
	++this->cp;
	printf("%d\n", (long)this->cp);
	this->sp = (struct three *)1000;
	this->sp++;
	printf("%d\n", (long)this->sp);
	this->pp = (int **)1000;
	this->pp--;
	printf("%d\n", (long)this->pp);
	this->u8p = (uint8_t *)1000;
	this->u8p += 5;
	printf("%d\n", (long)this->u8p);
	printf("%d %d\n", (int *)1016 - (int *)1000, (struct three *)1009 - (struct three *)1000);
	exit(0);
}
