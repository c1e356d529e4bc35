/* Run by tst.cpp-glibc.sh: glibc's headers through -C. */
#include <sys/errno.h>
#include <sys/types.h>
#include <fcntl.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <signal.h>

BEGIN
{
	/* glibc's nlink_t (8 bytes) shadows D's own (4, Solaris's) */
	printf("%d %d %d %d\n", ENOENT, EACCES, O_CREAT, sizeof(nlink_t));
	exit(0);
}
