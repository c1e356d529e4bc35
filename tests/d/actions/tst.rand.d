/*
 * rand(): int rand(void), a pseudo-random integer: an int (4 bytes, signed),
 * a new value at each call (eight calls in one clause and eight in the
 * next firing are not all one value), usable as a key and in arithmetic.
 */
#pragma D option quiet

BEGIN
{
	printf("sizeof %d, signed %d\n", sizeof(rand()), (rand() & 0) - 1 < 0);
	first = rand();
	same = 0;
	same += rand() == first; same += rand() == first; same += rand() == first;
	same += rand() == first; same += rand() == first; same += rand() == first;
	same += rand() == first;
	@[rand() % 1] = count();
}

tick-1ms
/n++ < 8/
{
	same += rand() == first;
}

tick-1ms
/n > 8/
{
	printf("all equal: %d\n", same == 15);
	printa("key %d: %@d\n", @);
	exit(0);
}
