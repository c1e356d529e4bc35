/*
 * bpf-alive: how many of the BPF objects named on stdin ("prog ID",
 * "map ID" or "link ID", one per line) still exist in the kernel.  The
 * fault tests use it to prove dtrace left nothing behind, without
 * depending on bpftool.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>

int main(void)
{
	char kind[16];
	unsigned id;
	int alive = 0;

	while (scanf("%15s %u", kind, &id) == 2) {
		int fd = -1;

		if (strcmp(kind, "prog") == 0)
			fd = bpf_prog_get_fd_by_id(id);
		else if (strcmp(kind, "map") == 0)
			fd = bpf_map_get_fd_by_id(id);
		else if (strcmp(kind, "link") == 0)
			fd = bpf_link_get_fd_by_id(id);
		if (fd >= 0) {
			alive++;
			close(fd);
		}
	}
	printf("%d\n", alive);
	return 0;
}
