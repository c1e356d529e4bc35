/* Small shared helpers: allocation, error formatting, the current handle. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"

static _Thread_local dtrace_hdl_t *current_hdl;

void dt_hdl_enter(dtrace_hdl_t *h)
{
	current_hdl = h;
}

dtrace_hdl_t *dt_hdl_current(void)
{
	return current_hdl;
}

void *dt_hdl_state(size_t offset, void *process, size_t size)
{
	if (!current_hdl)
		return process;
	void **slot = (void **)((char *)current_hdl + offset);
	if (!*slot)
		*slot = dt_zalloc(size);
	return *slot;
}

void dt_hdl_leave(dtrace_hdl_t *h)
{
	if (current_hdl == h)
		current_hdl = NULL;
}

void *dt_zalloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);
	if (!p) {
		fputs("dtrace: out of memory\n", stderr);
		abort();
	}
	return p;
}

void *dt_realloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q) {
		fputs("dtrace: out of memory\n", stderr);
		abort();
	}
	return q;
}

uint8_t *dt_bitset_grow(uint8_t *set, uint32_t *nbits, uint32_t bit)
{
	uint32_t n = (bit + 1024) & ~7u;	/* room for 1024 more */
	set = dt_realloc(set, n / 8);
	memset(set + *nbits / 8, 0, (n - *nbits) / 8);
	*nbits = n;
	return set;
}

char *dt_strdup(const char *s)
{
	return dt_strndup(s, strlen(s));
}

char *dt_strndup(const char *s, size_t n)
{
	char *p = dt_zalloc(n + 1);
	memcpy(p, s, n);
	return p;
}

int dt_set_errmsg(dtrace_hdl_t *h, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(h->errmsg, sizeof(h->errmsg), fmt, ap);
	va_end(ap);
	return -1;
}

const char *dt_errmsg(dtrace_hdl_t *h)
{
	return h->errmsg;
}

void dt_cc_error(struct dt_cc *cc, enum dt_errtag tag, int line, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(cc->errmsg, sizeof(cc->errmsg), fmt, ap);
	va_end(ap);
	cc->errtag = tag;
	cc->errline = line;
	longjmp(cc->jb, 1);
}

int dt_cc_xyline(const struct dt_cc *cc, int line)
{
	return cc->src == DTRACE_SRC_DESC ? 0 : line;
}

void dt_cc_fail(struct dt_cc *cc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(cc->errmsg, sizeof(cc->errmsg), fmt, ap);
	va_end(ap);
	cc->errtag = DT_CC_NOTAG;
	cc->errline = 0;
	cc->region = NULL;	/* a limit of the library: no place in the text */
	longjmp(cc->jb, 1);
}
