/*
 * Library diagnostics: every message the library reports while it works
 * goes through the handle's handler (dtrace_set_diag), stderr by default.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/dt_impl.h"

void dtrace_set_diag(dtrace_hdl_t *h, dtrace_diag_f *fn, void *arg)
{
	h->diag = fn;
	h->diag_arg = arg;
}

void dtrace_diag_default(dtrace_hdl_t *h, enum dtrace_diag kind, const char *msg,
			 void *arg)
{
	(void)h;
	(void)arg;
	if (kind == DTRACE_DIAG_VERIFIER_LOG)
		fprintf(stderr, "%s\n", msg);
	else
		fprintf(stderr, "dtrace: %s\n", msg);
}

void dt_diag(dtrace_hdl_t *h, enum dtrace_diag kind, const char *fmt, ...)
{
	char small[512], *msg = small;
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n >= (int)sizeof(small)) {	/* a verifier log: any length */
		msg = dt_zalloc((size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(msg, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	if (n < 0)
		small[0] = '\0';
	if (h && h->diag)
		h->diag(h, kind, msg, h->diag_arg);
	else
		dtrace_diag_default(h, kind, msg, NULL);
	if (msg != small)
		free(msg);
}
