/* The target of copyout() and copyoutstr(): a 31-byte buffer of 'x' it
 * writes 16 bytes of to /dev/null (the probe rewrites it there), then
 * shows byte by byte (a NUL as '.') in argv[1]. */
#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[32];
	FILE *out;
	int fd;

	if (argc < 2 || !(out = fopen(argv[1], "w")) || (fd = open("/dev/null", O_WRONLY)) < 0)
		return 2;
	memset(buf, 'x', sizeof(buf) - 1);
	buf[sizeof(buf) - 1] = '\0';
	if (write(fd, buf, 16) != 16)
		return 1;
	for (size_t i = 0; i < sizeof(buf) - 1; i++)
		fputc(isprint((unsigned char)buf[i]) ? buf[i] : '.', out);
	fputc('\n', out);
	return fclose(out) != 0;
}
