/*
 * The diagnostics handler: what the library reports while it works (here
 * a warning at go and a run-time error from a fault) reaches the handler
 * set on the handle, in DTrace's words without "dtrace: ", and nothing of
 * it goes to stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace.h"

static int failures;
static char seen[4096];
static int nseen, nerrors, nwarnings;

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", \
	__FILE__, __LINE__, #c); failures++; } } while (0)

static void on_diag(dtrace_hdl_t *h, enum dtrace_diag kind, const char *msg, void *arg)
{
	CHECK(arg == &nseen);
	nerrors += kind == DTRACE_DIAG_ERROR;
	nwarnings += kind == DTRACE_DIAG_WARNING;
	nseen++;
	size_t n = strlen(seen);
	snprintf(seen + n, sizeof(seen) - n, "%s\n", msg);
}

int main(void)
{
	dtrace_hdl_t *h = dtrace_open();
	char errbuf[4096] = "";
	FILE *out = tmpfile();

	dtrace_set_diag(h, on_diag, &nseen);
	CHECK(dtrace_setopt(h, "bufsize", "1t") == 0);
	CHECK(dtrace_setopt(h, "quiet", NULL) == 0);
	/* the fault aborts the first clause; the second one exits */
	if (!dtrace_compile(h, "BEGIN { trace(*(int *)0); } BEGIN { exit(0); }",
			    DTRACE_SRC_DESC, "test", 'n')) {
		fprintf(stderr, "compile: %s\n", dtrace_errmsg(h));
		return 1;
	}
	/* stderr goes to a buffer meanwhile: it must stay empty */
	fflush(stderr);
	FILE *err = fmemopen(errbuf, sizeof(errbuf), "w");
	FILE *saved = stderr;
	stderr = err;
	int rc = dtrace_go(h, out);
	while (rc == 0 && dtrace_work(h, out) == DTRACE_WORKSTATUS_OKAY)
		;
	if (rc == 0)
		dtrace_stop(h, out);
	fflush(err);
	stderr = saved;
	fclose(err);
	CHECK(rc == 0);
	CHECK(errbuf[0] == '\0');
	CHECK(nwarnings == 1 && strstr(seen, "buffer size lowered to ") == seen);
	CHECK(nerrors == 1 && strstr(seen, "\nerror in dt_clause_0 for probe ID ") != NULL &&
	      strstr(seen, "invalid address (0x0)") != NULL);
	if (failures)
		fprintf(stderr, "seen:\n%s", seen);
	dtrace_close(h);
	fclose(out);
	return failures != 0;
}
