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
	else if (kind == DTRACE_DIAG_DEBUG)
		fprintf(stderr, "dtrace DEBUG: %s\n", msg);
	else
		fprintf(stderr, "dtrace: %s\n", msg);
}

static void vdiag(dtrace_hdl_t *h, enum dtrace_diag kind, const char *fmt, va_list ap)
{
	char small[512], *msg = small;
	va_list again;

	va_copy(again, ap);
	int n = vsnprintf(small, sizeof(small), fmt, ap);
	if (n >= (int)sizeof(small)) {	/* a verifier log: any length */
		msg = dt_zalloc((size_t)n + 1);
		vsnprintf(msg, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	if (n < 0)
		small[0] = '\0';
	if (h && h->diag)
		h->diag(h, kind, msg, h->diag_arg);
	else
		dtrace_diag_default(h, kind, msg, NULL);
	if (msg != small)
		free(msg);
}

void dt_diag(dtrace_hdl_t *h, enum dtrace_diag kind, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(h, kind, fmt, ap);
	va_end(ap);
}

/* -x debug: the library's steps (D library files compiled, programs
 * loaded), as DTrace's debug option shows its own. */
void dt_debug(dtrace_hdl_t *h, const char *fmt, ...)
{
	va_list ap;
	if (!dt_opt_isset(h, OPT_debug))
		return;
	va_start(ap, fmt);
	vdiag(h, DTRACE_DIAG_DEBUG, fmt, ap);
	va_end(ap);
}
