/* Sorts with a trivial comparator, so the time goes to libc's merge sort:
 * the workload of the ustack() bench row and of tests/d/ustack. */
#include <stdio.h>
#include <stdlib.h>
static int cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return x < y ? -1 : x > y;
}
int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 5;
	enum { N = 1000000 };
	int *v = malloc(N * sizeof(*v));
	for (int r = 0; r < rounds; r++) {
		for (int i = 0; i < N; i++)
			v[i] = (int)((i * 2654435761u) % N);
		qsort(v, N, sizeof(*v), cmp);
	}
	printf("%d\n", v[0]);
	return 0;
}
