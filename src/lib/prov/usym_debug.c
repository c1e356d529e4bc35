/*
 * Where a stripped ELF file's symbols are: Debian (and every distribution
 * shipping -dbg/-dbgsym packages) installs them apart, found by the file's
 * build-id, by its .gnu_debuglink, or fetched from a debuginfod server.
 *
 * libdw's libdwfl has this search too (dwfl_standard_find_debuginfo), but
 * inside a Dwfl session: it asks debuginfod whenever DEBUGINFOD_URLS is set,
 * with no switch (-x nodebuginfod) and no hook for our own progress line;
 * the search itself is three paths and a comparison, so it is done here
 * over libdw's dwelf readers of the build-id and the debuglink.
 */
#include <dlfcn.h>
#include <elfutils/debuginfod.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/dt_impl.h"
#include "prov/libdw.h"
#include "prov/usym_impl.h"

#define DEBUGDIR "/usr/lib/debug"

/* The file's GNU build-id (its length, -1 when none or without libdw). */
static ssize_t build_id_of(Elf *e, const void **bits)
{
	const struct dt_libdw *dw = dt_libdw();
	return dw ? dw->gnu_build_id(e, bits) : -1;
}

/* Does the file at fd carry the same build-id (when both have one)? */
static bool same_build_id(int fd, const uint8_t *id, size_t idlen)
{
	Elf *e = elf_begin(fd, ELF_C_READ, NULL);
	const void *bits = NULL;
	ssize_t n = e ? build_id_of(e, &bits) : -1;
	bool same = n <= 0 || idlen == 0 || ((size_t)n == idlen && memcmp(bits, id, idlen) == 0);

	if (e)
		elf_end(e);
	return same && e != NULL;
}

static int try_open(const char *path, const uint8_t *id, size_t idlen, char **found)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -1;
	if (!same_build_id(fd, id, idlen)) {
		close(fd);
		return -1;
	}
	*found = dt_strdup(path);
	return fd;
}

/* debuginfod, when the library is installed (loaded on first need only:
 * dtrace does not depend on it). */
struct dinfod {
	bool tried;
	debuginfod_client *(*begin)(void);
	int (*find)(debuginfod_client *, const unsigned char *, int, char **);
	void (*set_progressfn)(debuginfod_client *, debuginfod_progressfn_t);
	void (*set_user_data)(debuginfod_client *, void *);
	void *(*get_user_data)(debuginfod_client *);
	void (*end)(debuginfod_client *);
	debuginfod_client *client;
};

static struct dinfod dinfod;

struct progress {
	const char *name;
	struct timespec start;
	bool shown;
};

/* A line on stderr once a download has taken over a second, so a slow
 * server does not look like a hang. */
static int on_progress(debuginfod_client *c, long got, long total)
{
	struct progress *p = dinfod.get_user_data ? dinfod.get_user_data(c) : NULL;
	struct timespec now;

	if (!p || p->shown)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (now.tv_sec - p->start.tv_sec < 1)
		return 0;
	p->shown = true;
	if (total > 0)
		dt_diag(dt_hdl_current(), DTRACE_DIAG_NOTICE,
			"downloading debug information for %s from debuginfod (%ld of %ld KiB)",
			p->name, got / 1024, total / 1024);
	else
		dt_diag(dt_hdl_current(), DTRACE_DIAG_NOTICE,
			"downloading debug information for %s from debuginfod", p->name);
	return 0;
}

static bool dinfod_load(void)
{
	if (dinfod.tried)
		return dinfod.client != NULL;
	dinfod.tried = true;
	void *lib = dlopen("libdebuginfod.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!lib)
		return false;
	*(void **)&dinfod.begin = dlsym(lib, "debuginfod_begin");
	*(void **)&dinfod.find = dlsym(lib, "debuginfod_find_debuginfo");
	*(void **)&dinfod.set_progressfn = dlsym(lib, "debuginfod_set_progressfn");
	*(void **)&dinfod.set_user_data = dlsym(lib, "debuginfod_set_user_data");
	*(void **)&dinfod.get_user_data = dlsym(lib, "debuginfod_get_user_data");
	*(void **)&dinfod.end = dlsym(lib, "debuginfod_end");
	if (!dinfod.begin || !dinfod.find)
		return false;
	dinfod.client = dinfod.begin();
	if (dinfod.client && dinfod.set_progressfn && dinfod.set_user_data &&
	    dinfod.get_user_data)
		dinfod.set_progressfn(dinfod.client, on_progress);
	return dinfod.client != NULL;
}

static int from_debuginfod(const char *path, const uint8_t *id, size_t idlen, char **found)
{
	const char *urls = getenv("DEBUGINFOD_URLS");

	if (idlen == 0 || !urls || !*urls || dt_opt_isset(dt_hdl_current(), OPT_nodebuginfod) ||
	    !dinfod_load())
		return -1;
	struct progress p = { strrchr(path, '/') ? strrchr(path, '/') + 1 : path };
	clock_gettime(CLOCK_MONOTONIC, &p.start);
	if (dinfod.set_user_data)
		dinfod.set_user_data(dinfod.client, &p);
	char *got = NULL;
	int fd = dinfod.find(dinfod.client, id, (int)idlen, &got);
	if (dinfod.set_user_data)
		dinfod.set_user_data(dinfod.client, NULL);
	if (fd < 0) {
		free(got);
		return -1;
	}
	*found = dt_strdup(got ? got : path);
	free(got);
	return fd;
}

int dt_usym_debug_open(const char *path, Elf *e, char **found)
{
	const void *bits = NULL;
	ssize_t n = build_id_of(e, &bits);
	const uint8_t *id = bits;
	size_t idlen = n > 0 ? (size_t)n : 0;
	char buf[4096];
	int fd;

	/* 1. /usr/lib/debug/.build-id/xx/yyyy.debug */
	if (idlen > 1) {
		int o = snprintf(buf, sizeof(buf), DEBUGDIR "/.build-id/%02x/", id[0]);
		for (size_t i = 1; i < idlen && o < (int)sizeof(buf) - 8; i++)
			o += snprintf(buf + o, sizeof(buf) - (size_t)o, "%02x", id[i]);
		snprintf(buf + o, sizeof(buf) - (size_t)o, ".debug");
		if ((fd = try_open(buf, id, idlen, found)) >= 0)
			return fd;
	}
	/* 2. .gnu_debuglink: beside the file, in .debug/ there, under /usr/lib/debug */
	GElf_Word crc;
	const struct dt_libdw *dw = dt_libdw();
	const char *link = dw ? dw->gnu_debuglink(e, &crc) : NULL;
	if (link && *link && !strchr(link, '/')) {
		const char *slash = strrchr(path, '/');
		int dirlen = slash ? (int)(slash - path) : 0;
		static const char *const fmts[] = { "%.*s/%s", "%.*s/.debug/%s",
						    DEBUGDIR "%.*s/%s" };
		for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
			snprintf(buf, sizeof(buf), fmts[i], dirlen, path, link);
			if (strcmp(buf, path) != 0 && (fd = try_open(buf, id, idlen, found)) >= 0)
				return fd;
		}
	}
	/* 3. a debuginfod server */
	return from_debuginfod(path, id, idlen, found);
}

size_t dt_usym_build_id(Elf *e, uint8_t *id, size_t max)
{
	const void *bits = NULL;
	ssize_t n = build_id_of(e, &bits);

	if (n <= 0)
		return 0;
	if ((size_t)n > max)
		n = (ssize_t)max;
	memcpy(id, bits, (size_t)n);
	return (size_t)n;
}
