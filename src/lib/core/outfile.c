/*
 * Opening the files dtrace writes (-o, freopen(), -h/-G outputs, flame
 * graphs) as root without being led astray by a planted symbolic link.
 * A link is followed only where the kernel's fs.protected_symlinks rule
 * would follow it: outside sticky world-writable directories (/tmp), or
 * when the link belongs to us or to the directory's owner.  The check
 * cannot race: in a sticky directory nobody else can replace a link that
 * we or the directory's owner own.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/dt_impl.h"

static bool link_is_safe(const char *path)
{
	struct stat ls, ds;
	if (lstat(path, &ls) < 0 || !S_ISLNK(ls.st_mode))
		return true;	/* replaced meanwhile: the open decides */
	char *copy = strdup(path);
	if (!copy)
		return false;
	bool ok = stat(dirname(copy), &ds) == 0 &&
		  (!(ds.st_mode & S_ISVTX) || !(ds.st_mode & S_IWOTH) ||
		   ls.st_uid == geteuid() || ls.st_uid == ds.st_uid);
	free(copy);
	return ok;
}

int dt_open_output_fd(const char *path, bool append)
{
	int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
	int fd = open(path, flags | O_NOFOLLOW, 0666);
	if (fd < 0 && errno == ELOOP) {
		if (!link_is_safe(path)) {
			errno = EACCES;
			return -1;
		}
		fd = open(path, flags, 0666);
	}
	return fd;
}

FILE *dtrace_fopen_output(const char *path, bool append)
{
	int fd = dt_open_output_fd(path, append);
	if (fd < 0)
		return NULL;
	FILE *f = fdopen(fd, append ? "a" : "w");
	if (!f) {
		int e = errno;
		close(fd);
		errno = e;
	}
	return f;
}
