/*
 * The stream the trace output is written through (stdout, -o, freopen()).
 * stdio's own file streams lose data on a write that fails for a reason
 * that is not a failure: a write(2) interrupted by Ctrl-C (EINTR) or one
 * to a non-blocking descriptor whose pipe is full (EAGAIN) marks the stream
 * failed and drops the rest of its buffer, mid-record, and the next
 * error check sees errno long since overwritten.  This stream, a glibc
 * fopencookie() over the descriptor, retries the first, waits for POLLOUT
 * on the second, and keeps the errno of the first real failure (EPIPE,
 * ENOSPC, EBADF) for the "processing aborted" message.
 */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

#include "core/dt_impl.h"

struct outstream {
	int fd;
	bool own;		/* fclose() closes fd (-o, freopen()); not stdout */
	int err;		/* errno of the first failed write, 0 if none */
	FILE *f;
	struct outstream *next;
};

/* Every open stream, to find one's descriptor and error from its FILE:
 * a handful at most (stdout, -o, a freopen() file, flame graphs). */
static struct outstream *streams;

static struct outstream *find(FILE *f)
{
	for (struct outstream *s = streams; s; s = s->next)
		if (s->f == f)
			return s;
	return NULL;
}

/* All of buf or -1 with errno: stdio discards its buffer on any shortfall,
 * so a partial write is no use to it. */
static ssize_t stream_write(void *cookie, const char *buf, size_t n)
{
	struct outstream *s = cookie;
	size_t done = 0;

	while (done < n && s->err == 0) {
		ssize_t w = write(s->fd, buf + done, n - done);
		if (w > 0) {
			done += (size_t)w;
		} else if (w < 0 && errno == EINTR) {
			continue;
		} else if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			/* a reader gone makes the next write fail with EPIPE */
			struct pollfd p = { .fd = s->fd, .events = POLLOUT };
			if (poll(&p, 1, -1) < 0 && errno != EINTR)
				s->err = errno;
		} else {
			s->err = w < 0 ? errno : EIO;
		}
	}
	if (s->err) {
		errno = s->err;
		return -1;
	}
	return (ssize_t)n;
}

/* ftruncate()'s rewind() needs a seek. */
static int stream_seek(void *cookie, off64_t *pos, int whence)
{
	struct outstream *s = cookie;
	off_t r = lseek(s->fd, (off_t)*pos, whence);
	if (r < 0)
		return -1;
	*pos = r;
	return 0;
}

static int stream_close(void *cookie)
{
	struct outstream *s = cookie;
	for (struct outstream **pp = &streams; *pp; pp = &(*pp)->next)
		if (*pp == s) {
			*pp = s->next;
			break;
		}
	int rc = s->own ? close(s->fd) : 0;
	free(s);
	return rc;
}

FILE *dtrace_fdopen_output(int fd, bool own)
{
	struct outstream *s = calloc(1, sizeof(*s));
	if (!s)
		return NULL;
	s->fd = fd;
	s->own = own;
	cookie_io_functions_t io = { .write = stream_write, .seek = stream_seek,
				     .close = stream_close };
	s->f = fopencookie(s, "w", io);
	if (!s->f) {
		int e = errno;
		free(s);
		errno = e;
		return NULL;
	}
	/* as stdio buffers a file stream: by line on a terminal; elsewhere
	 * in 64 KiB (a cookie stream's default is 8 KiB): the consumer
	 * flushes after each batch of records anyway, and a flood of printf
	 * lines then costs one write(2) per 64 KiB, not per 8 */
	if (isatty(fd))
		setvbuf(s->f, NULL, _IOLBF, 0);
	else
		setvbuf(s->f, NULL, _IOFBF, 1 << 16);
	s->next = streams;
	streams = s;
	return s->f;
}

int dt_output_fd(FILE *f)
{
	struct outstream *s = find(f);
	return s ? s->fd : fileno(f);
}

int dt_output_error(FILE *f)
{
	struct outstream *s = find(f);
	return s ? s->err : 0;
}
