/* A "JIT": copies a function making the getppid system call into
 * anonymous executable memory, names it in /tmp/perf-PID.map as JITs do
 * for profilers (node --perf-basic-prof, perf-map-agent), and calls it.
 * The map stays after it exits (the test removes it). */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	/* mov $110, %eax (getppid); syscall; ret */
	static const unsigned char code[] = { 0xb8, 0x6e, 0x00, 0x00, 0x00, 0x0f, 0x05, 0xc3 };
	unsigned char *mem = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
				  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char path[64];
	FILE *f;

	if (mem == MAP_FAILED)
		return 1;
	memset(mem, 0xcc, 4096);
	memcpy(mem + 64, code, sizeof(code));
	if (mprotect(mem, 4096, PROT_READ | PROT_EXEC) != 0)
		return 1;
	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
	if (!(f = fopen(path, "w")))
		return 1;
	fprintf(f, "%lx 1000 JS:*stale\n", (unsigned long)mem);	/* older code there */
	fprintf(f, "%lx %zx JS:*hotFunctionForTrace\n", (unsigned long)(mem + 64), sizeof(code));
	fclose(f);
	int r = 0;
	for (int i = 0; i < 3; i++)
		r += ((int (*)(void))(mem + 64))();
	return r == 0;	/* the map stays, as a JIT's does: dtrace reads it later */
}
