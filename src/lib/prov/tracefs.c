/*
 * Reading tracefs: the events from the events/ directories (every
 * category's for sdt, one category's for syscall; available_events only
 * where they cannot be read), and events/<cat>/<ev>/format (one file per
 * event, read only for probes that are actually matched or listed with -v).
 *
 * available_events takes the kernel's event_mutex again for every page
 * of it read (some 20 times), behind every other session's tracepoint
 * being closed: 30-80 s on a machine where others end sessions of
 * hundreds of tracepoints.  A directory listing takes no event_mutex
 * (eventfs its own lock; before 6.6, the dcache); a format read takes it
 * once or twice.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/dt_impl.h"
#include "prov/tracefs.h"

const char *dt_tracefs_root(void)
{
	static const char *root;

	if (!root) {
		if (access("/sys/kernel/tracing/available_events", R_OK) == 0)
			root = "/sys/kernel/tracing";
		else
			root = "/sys/kernel/debug/tracing";
	}
	return root;
}

int dt_tracefs_events(void (*cb)(const char *cat, const char *ev, void *arg), void *arg)
{
	char path[256];
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	snprintf(path, sizeof(path), "%s/available_events", dt_tracefs_root());
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	while ((n = getline(&line, &cap, f)) > 0) {
		if (line[n - 1] == '\n')
			line[--n] = '\0';
		char *colon = strchr(line, ':');
		if (!colon)
			continue;
		*colon = '\0';
		cb(line, colon + 1, arg);
	}
	free(line);
	fclose(f);
	return 0;
}

/* Calls fn for each subdirectory of the directory path: a category of
 * events/, an event of a category (its "enable" and "filter" are files).
 * getdents64 on an open directory, not opendir(), which adds an fstat to
 * each of the ~200 directories dtrace -l lists; tracefs gives every
 * entry's type (else the entry is looked at). */
static int each_subdir(const char *path, void (*fn)(const char *name, void *ctx), void *ctx)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	_Alignas(struct dirent64) char buf[8192];	/* nested once: a category in events/ */
	ssize_t n;
	while ((n = getdents64(fd, buf, sizeof(buf))) > 0) {
		for (ssize_t at = 0; at < n;) {
			struct dirent64 *e = (struct dirent64 *)(buf + at);
			at += e->d_reclen;
			struct stat st;
			if (e->d_name[0] != '.' &&
			    (e->d_type == DT_DIR ||
			     (e->d_type == DT_UNKNOWN && fstatat(fd, e->d_name, &st, 0) == 0 &&
			      S_ISDIR(st.st_mode))))
				fn(e->d_name, ctx);
		}
	}
	close(fd);
	return n < 0 ? -1 : 0;
}

struct event_walk {
	const char *cat;
	void (*cb)(const char *cat, const char *ev, void *arg);
	void *arg;
};

static void event_found(const char *ev, void *ctx)
{
	struct event_walk *w = ctx;
	w->cb(w->cat, ev, w->arg);
}

int dt_tracefs_category(const char *cat,
			void (*cb)(const char *cat, const char *ev, void *arg), void *arg)
{
	char path[256];
	snprintf(path, sizeof(path), "%s/events/%s", dt_tracefs_root(), cat);
	struct event_walk w = { cat, cb, arg };
	return each_subdir(path, event_found, &w);
}

/* Every category's events, walked once per handle: sdt, rawtp and
 * syscall each list them (dtrace -l populates all three), and a second
 * walk of ~200 directories was half of -l's time.  "cat\0ev\0" pairs. */
struct dt_tpevents {
	char *names;
	size_t len, cap;
	bool walked;
	int rc;
};

static struct dt_tpevents process_events;

static void event_keep(const char *cat, const char *ev, void *arg)
{
	struct dt_tpevents *c = arg;
	size_t lc = strlen(cat) + 1, le = strlen(ev) + 1;
	if (c->len + lc + le > c->cap) {
		c->cap = (c->len + lc + le) * 2 + 4096;
		c->names = dt_realloc(c->names, c->cap);
	}
	memcpy(c->names + c->len, cat, lc);
	memcpy(c->names + c->len + lc, ev, le);
	c->len += lc + le;
}

static void category_found(const char *cat, void *ctx)
{
	struct event_walk *w = ctx;
	dt_tracefs_category(cat, w->cb, w->arg);
}

static struct dt_tpevents *walked_events(void)
{
	struct dt_tpevents *c = DT_HDL_STATE(tpevents, &process_events);
	if (!c->walked) {
		char path[256];
		snprintf(path, sizeof(path), "%s/events", dt_tracefs_root());
		struct event_walk w = { NULL, event_keep, c };
		c->rc = each_subdir(path, category_found, &w);
		c->walked = true;
	}
	return c;
}

int dt_tracefs_each_category(void (*cb)(const char *cat, const char *ev, void *arg), void *arg)
{
	struct dt_tpevents *c = walked_events();
	for (size_t at = 0; at < c->len;) {
		const char *cat = c->names + at, *ev = cat + strlen(cat) + 1;
		at = (size_t)(ev - c->names) + strlen(ev) + 1;
		cb(cat, ev, arg);
	}
	return c->rc;
}

void dt_tracefs_free(dtrace_hdl_t *h)
{
	if (!h->tpevents)
		return;
	free(h->tpevents->names);
	free(h->tpevents);
	h->tpevents = NULL;
}

int64_t dt_tracefs_event_id(const char *tp)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/events/%s/id", dt_tracefs_root(), tp);
	FILE *f = fopen(path, "re");
	if (!f)
		return -1;
	long long id;
	int ok = fscanf(f, "%lld", &id) == 1;
	fclose(f);
	return ok ? (int64_t)id : -1;
}

static char *trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

/* Start of the trailing "[..][..]" dimensions of s (s ends with ']'). */
static char *array_dims(char *s)
{
	char *p = s + strlen(s);
	while (p > s && p[-1] == ']') {
		while (p > s && *--p != '[')
			;
		while (p > s && p[-1] == ' ')
			p--;
	}
	return p;
}

/* "char[16]" / "char *" / "char*" style to DTrace's "char [16]" / "char *". */
static char *type_string(const char *base, const char *dims)
{
	char buf[256];
	size_t n = 0;

	for (const char *p = base; *p && n + 3 < sizeof(buf); p++) {
		if (isspace((unsigned char)*p)) {
			if (n > 0 && buf[n - 1] != ' ')
				buf[n++] = ' ';
			continue;
		}
		if (*p == '*' && n > 1 && buf[n - 1] == ' ' && buf[n - 2] == '*')
			n--;		/* "void * *" -> "void **" */
		else if (*p == '*' && n > 0 && buf[n - 1] != ' ' && buf[n - 1] != '*')
			buf[n++] = ' ';
		buf[n++] = *p;
	}
	while (n > 0 && buf[n - 1] == ' ')
		n--;
	if (*dims && n + 2 < sizeof(buf))
		buf[n++] = ' ';
	for (const char *p = dims; *p && n + 1 < sizeof(buf); p++)
		if (*p != ' ')
			buf[n++] = *p;
	buf[n] = '\0';
	return dt_strdup(buf);
}

/* Split a declaration "unsigned int fd" / "char comm[16]" / "char[] name"
 * into its type string and field name. */
static void split_decl(char *decl, struct dt_tp_field *fld)
{
	char *d = trim(decl);
	char dims[64] = "";

	if (d[0] && d[strlen(d) - 1] == ']') {
		char *p = array_dims(d);
		snprintf(dims, sizeof(dims), "%s", p);
		*p = '\0';
	}
	size_t end = strlen(d);
	size_t start = end;
	while (start > 0 && (isalnum((unsigned char)d[start - 1]) || d[start - 1] == '_'))
		start--;
	fld->name = dt_strdup(d + start);
	d[start] = '\0';
	char *type = trim(d);
	/* __data_loc char[] name: the dimensions sit on the type. */
	if (!dims[0] && type[0] && type[strlen(type) - 1] == ']') {
		char *p = array_dims(type);
		snprintf(dims, sizeof(dims), "%s", p);
		*p = '\0';
	}
	fld->is_array = dims[0] != '\0';
	fld->type = type_string(type, dims);
}

static int parse_field(char *line, struct dt_tp_field *fld)
{
	char *p = strstr(line, "field:");
	if (!p)
		return -1;
	p += strlen("field:");
	char *semi = strchr(p, ';');
	if (!semi)
		return -1;
	*semi = '\0';
	char *rest = semi + 1;

	memset(fld, 0, sizeof(*fld));
	p = trim(p);
	if (strncmp(p, "__data_loc ", 11) == 0) {
		fld->data_loc = true;
		p += 11;
	} else if (strncmp(p, "__rel_loc ", 10) == 0) {
		/* relative location: not supported as a string; keep the raw u32 */
		p += 10;
	}
	split_decl(p, fld);
	char *q;
	if ((q = strstr(rest, "offset:")))
		fld->offset = atoi(q + 7);
	if ((q = strstr(rest, "size:")))
		fld->size = atoi(q + 5);
	if ((q = strstr(rest, "signed:")))
		fld->is_signed = atoi(q + 7) != 0;
	return 0;
}

int dt_tracefs_parse_format(const char *text, struct dt_tp_format *fmt)
{
	char *copy = dt_strdup(text);
	int cap = 0;
	bool have_id = false;

	memset(fmt, 0, sizeof(*fmt));
	for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n")) {
		if (strncmp(line, "print fmt:", 10) == 0)
			break;
		if (strncmp(line, "ID:", 3) == 0) {
			fmt->id = strtoll(line + 3, NULL, 10);
			have_id = true;
			continue;
		}
		struct dt_tp_field fld;
		if (parse_field(line, &fld) < 0)
			continue;
		if (strncmp(fld.name, "common_", 7) == 0) {
			free(fld.name);
			free(fld.type);
			continue;
		}
		if (fmt->nfields == cap) {
			cap = cap ? cap * 2 : 8;
			fmt->fields = dt_realloc(fmt->fields, sizeof(*fmt->fields) * (size_t)cap);
		}
		fmt->fields[fmt->nfields++] = fld;
	}
	free(copy);
	if (!have_id) {
		dt_tracefs_format_free(fmt);
		errno = EINVAL;
		return -1;
	}
	return 0;
}

int dt_tracefs_format(const char *cat, const char *ev, struct dt_tp_format *fmt)
{
	char path[512];
	char buf[16384];

	snprintf(path, sizeof(path), "%s/events/%s/%s/format", dt_tracefs_root(), cat, ev);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	size_t n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	return dt_tracefs_parse_format(buf, fmt);
}

void dt_tracefs_format_free(struct dt_tp_format *fmt)
{
	for (int i = 0; i < fmt->nfields; i++) {
		free(fmt->fields[i].type);
		free(fmt->fields[i].name);
	}
	free(fmt->fields);
	memset(fmt, 0, sizeof(*fmt));
}
