/*
 * Opening the files dtrace writes (-o, freopen(), -h/-G outputs, flame
 * graphs) as root without being led astray by what another user planted.
 *
 * Symbolic links: the path is walked one component at a time from a
 * directory descriptor (openat() with O_NOFOLLOW), and every link met --
 * a directory's as well as the last component's, and each link a link's
 * target leads to -- is followed only where the kernel's
 * fs.protected_symlinks rule would follow it: outside sticky
 * world-writable directories (/tmp), or when the link belongs to us or
 * to the directory's owner.  Machines run with that sysctl off, so we do
 * not count on it.  The walk cannot race: each step starts from the
 * descriptor of the directory checked, and in a sticky directory nobody
 * else can replace a link that we or the directory's owner own.  (openat2()
 * with RESOLVE_NO_SYMLINKS would refuse every link, /dev/stdout's too;
 * it has no "follow the safe ones".)  Links in /proc (/proc/self,
 * /dev/stdout's /proc/self/fd/1) are the kernel's own, and its
 * "magic" fd links name no path: the kernel follows those.
 *
 * FIFOs: the file is opened O_NONBLOCK, so a FIFO nobody reads fails at
 * once (ENXIO) instead of blocking dtrace in open() forever; a FIFO
 * planted in a sticky world-writable directory is refused (EACCES), as
 * fs.protected_fifos would.  The descriptor is then made blocking again.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/magic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "core/dt_impl.h"

/* As the kernel's path walk: at most 40 links in one resolution. */
#define MAX_LINKS 40

/* fs.protected_symlinks and protected_fifos: may something owned by uid
 * in the directory dirfd be used by us? */
static bool owner_is_trusted(int dirfd, uid_t uid)
{
	struct stat ds;
	if (uid == geteuid())
		return true;
	if (fstat(dirfd, &ds) < 0)
		return false;
	if ((ds.st_mode & (S_ISVTX | S_IWOTH)) != (S_ISVTX | S_IWOTH))
		return true;
	return ds.st_uid == uid;
}

static bool in_procfs(int dirfd)
{
	struct statfs fs;
	return fstatfs(dirfd, &fs) == 0 && fs.f_type == PROC_SUPER_MAGIC;
}

/* "target/rest": the path left once the link at the current component
 * (whose remainder is rest) is replaced by its target. */
static char *link_spliced(const char *target, const char *rest)
{
	size_t t = strlen(target), r = rest ? strlen(rest) : 0;
	char *s = malloc(t + r + 2);
	if (!s)
		return NULL;
	memcpy(s, target, t);
	s[t] = '/';
	if (rest)
		memcpy(s + t + 1, rest, r);
	s[t + 1 + r] = '\0';
	if (!rest)
		s[t] = '\0';
	return s;
}

/* Open path's last component with flags from the directory it is in,
 * following links as the header says.  -1 with errno. */
static int walk_open(const char *path, int flags)
{
	char *buf = strdup(path), *p = buf;
	int dir = open(*path == '/' ? "/" : ".", O_PATH | O_DIRECTORY | O_CLOEXEC);
	int fd = -1, links = 0, e = 0;

	if (!buf || dir < 0) {
		e = buf ? errno : ENOMEM;
		goto out;
	}
	if (*path == '\0') {
		e = ENOENT;
		goto out;
	}
	for (;;) {
		while (*p == '/')
			p++;
		char *slash = strchr(p, '/');
		char *rest = slash ? slash + strspn(slash, "/") : NULL;
		bool last = !rest || *rest == '\0';
		if (*p == '\0') {	/* "dir/": a directory cannot be written */
			e = EISDIR;
			break;
		}
		if (last) {
			/* a trailing slash stays: the kernel says EISDIR */
			fd = openat(dir, p, flags | O_NOFOLLOW, 0666);
			if (fd >= 0 || errno != ELOOP) {
				e = fd < 0 ? errno : 0;
				struct stat fs;
				/* a planted FIFO is refused whether or not it has a
				 * reader yet: without one, open() says ENXIO first */
				if (e == ENXIO && fstatat(dir, p, &fs, AT_SYMLINK_NOFOLLOW) == 0 &&
				    S_ISFIFO(fs.st_mode) && !owner_is_trusted(dir, fs.st_uid))
					e = EACCES;
				break;
			}
			if (slash)
				*slash = '\0';
		} else {
			*slash = '\0';
		}
		int c = openat(dir, p, O_PATH | O_NOFOLLOW | O_CLOEXEC);
		struct stat st;
		if (c < 0 || fstat(c, &st) < 0) {
			e = errno;
			if (c >= 0)
				close(c);
			break;
		}
		if (!S_ISLNK(st.st_mode)) {
			close(dir);
			dir = c;
			p = rest;
			continue;
		}
		if (++links > MAX_LINKS) {
			close(c);
			e = ELOOP;
			break;
		}
		if (in_procfs(dir)) {
			/* the kernel's own link: it follows it */
			close(c);
			if (last) {
				fd = openat(dir, p, flags, 0666);
				e = fd < 0 ? errno : 0;
				break;
			}
			c = openat(dir, p, O_PATH | O_DIRECTORY | O_CLOEXEC);
			if (c < 0) {
				e = errno;
				break;
			}
			close(dir);
			dir = c;
			p = rest;
			continue;
		}
		if (!owner_is_trusted(dir, st.st_uid)) {
			close(c);
			e = EACCES;
			break;
		}
		char target[PATH_MAX];
		ssize_t n = readlinkat(c, "", target, sizeof(target) - 1);
		close(c);
		if (n < 0) {
			e = errno;
			break;
		}
		target[n] = '\0';
		char *next = link_spliced(target, last ? NULL : rest);
		if (!next) {
			e = ENOMEM;
			break;
		}
		if (*target == '/') {
			int root = open("/", O_PATH | O_DIRECTORY | O_CLOEXEC);
			if (root < 0) {
				e = errno;
				free(next);
				break;
			}
			close(dir);
			dir = root;
		}
		free(buf);
		buf = p = next;
	}
	if (fd >= 0) {
		struct stat st;
		if (fstat(fd, &st) < 0) {
			e = errno;
		} else if (S_ISFIFO(st.st_mode) && !owner_is_trusted(dir, st.st_uid)) {
			e = EACCES;
		} else if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) < 0) {
			e = errno;
		}
		if (e) {
			close(fd);
			fd = -1;
		}
	}
out:
	if (dir >= 0)
		close(dir);
	free(buf);
	errno = e;
	return fd;
}

int dt_open_output_fd(const char *path, bool append)
{
	return walk_open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK |
			 (append ? O_APPEND : O_TRUNC));
}

FILE *dtrace_fopen_output(const char *path, bool append)
{
	int fd = dt_open_output_fd(path, append);
	if (fd < 0)
		return NULL;
	FILE *f = dtrace_fdopen_output(fd, true);
	if (!f) {
		int e = errno;
		close(fd);
		errno = e;
	}
	return f;
}
