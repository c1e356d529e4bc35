/*
 * Code a JIT compiler generated lives in anonymous memory, in no file.
 * JITs that cooperate with profilers (node --perf-basic-prof, the JVM with
 * perf-map-agent, LuaJIT, PyPy, .NET, V8 embedders) append one line per
 * compiled function to /tmp/perf-PID.map: "START SIZE NAME", START and SIZE
 * in hex.  The file only grows while the process runs, so it is read again
 * when it has grown and an address is not found; a later line for the
 * same range wins (code moved or recompiled).
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/dt_impl.h"
#include "prov/usym_impl.h"

struct jsym {
	uint64_t start, size;
	char *name;
	size_t seq;		/* line number: later lines win */
};

struct jmap {
	int pid;
	off_t size;		/* of the file when read */
	struct jsym *syms;	/* sorted by start */
	size_t nsyms;
};

#define NJMAPS 4

struct jstate {
	struct jmap maps[NJMAPS];
	unsigned next;
};

static void jmap_clear(struct jmap *m)
{
	for (size_t i = 0; i < m->nsyms; i++)
		free(m->syms[i].name);
	free(m->syms);
	memset(m, 0, sizeof(*m));
}

static int jsym_cmp(const void *a, const void *b)
{
	const struct jsym *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void jmap_read(struct jmap *m, int pid, const char *path, off_t size)
{
	FILE *f = fopen(path, "re");
	char line[4096];
	size_t cap = 0;

	jmap_clear(m);
	m->pid = pid;
	m->size = size;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, len;
		int pos = 0;
		if (sscanf(line, "%llx %llx %n", &start, &len, &pos) < 2 || !pos)
			continue;
		char *name = line + pos;
		name[strcspn(name, "\n")] = '\0';
		if (m->nsyms == cap) {
			cap = cap ? cap * 2 : 256;
			m->syms = dt_realloc(m->syms, cap * sizeof(*m->syms));
		}
		m->syms[m->nsyms] = (struct jsym){ start, len, dt_strdup(name), m->nsyms };
		m->nsyms++;
	}
	fclose(f);
	if (m->nsyms > 0)
		qsort(m->syms, m->nsyms, sizeof(*m->syms), jsym_cmp);
}

static const struct jsym *jmap_find(const struct jmap *m, uint64_t addr)
{
	const struct jsym *best = NULL;
	size_t lo = 0, hi = m->nsyms;

	while (lo < hi) {	/* the first entry starting above addr */
		size_t mid = (lo + hi) / 2;
		if (m->syms[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* of the entries covering addr, the latest line */
	for (size_t i = lo; i-- > 0 && lo - i <= 64;) {
		const struct jsym *s = &m->syms[i];
		if (addr < s->start + s->size && (!best || s->seq > best->seq))
			best = s;
	}
	return best;
}

/* Written by the process's user (or root), as perf requires: /tmp is
 * everyone's, and anyone could plant a map naming another's frames. */
static bool owned_by_process(const struct stat *st, int pid)
{
	char proc[32];
	struct stat ps;

	snprintf(proc, sizeof(proc), "/proc/%d", pid);
	if (stat(proc, &ps) != 0)
		return st->st_uid == 0;
	return st->st_uid == ps.st_uid || st->st_uid == 0;
}

const char *dt_usym_jit_sym(void **jit, int pid, uint64_t addr, uint64_t *off)
{
	char path[64];
	struct stat st;

	if (pid <= 0)
		return NULL;
	snprintf(path, sizeof(path), "/tmp/perf-%d.map", pid);
	if (!*jit)
		*jit = dt_zalloc(sizeof(struct jstate));
	struct jstate *js = *jit;
	struct jmap *m = NULL;
	for (unsigned i = 0; i < NJMAPS && !m; i++)
		if (js->maps[i].pid == pid)
			m = &js->maps[i];
	const struct jsym *s = m ? jmap_find(m, addr) : NULL;
	if (!s) {
		/* not read yet, or grown since: the map of a process that
		 * is gone stays as last read */
		if (stat(path, &st) != 0 || (m && st.st_size == m->size) ||
		    !S_ISREG(st.st_mode) || !owned_by_process(&st, pid))
			return NULL;
		if (!m) {
			m = &js->maps[js->next++ % NJMAPS];
		}
		jmap_read(m, pid, path, st.st_size);
		s = jmap_find(m, addr);
	}
	if (!s)
		return NULL;
	*off = addr - s->start;
	return s->name;
}

void dt_usym_jit_free(void *jit)
{
	struct jstate *js = jit;

	if (!js)
		return;
	for (unsigned i = 0; i < NJMAPS; i++)
		jmap_clear(&js->maps[i]);
	free(js);
}
