/*
 * The providers a D program declares (`provider p { probe n(int); };`),
 * as dtrace -h (sdt_header.c) and dtrace -G (sdt_object.c) see them: the
 * header's probe macros expand to <sys/sdt.h>'s STAP_PROBEn with a
 * semaphore per probe, the object defines those semaphores, and the
 * stapsdt notes the application's objects get are what prov_usdt.c reads.
 */
#ifndef DT_SDT_DECL_H
#define DT_SDT_DECL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/dt_impl.h"

/* <sys/sdt.h> has STAP_PROBE0 .. STAP_PROBE12. */
#define DT_SDT_MAXARGS 12

struct dt_sdt_probe {
	const char *name;	/* as declared: "req__start" (DTrace's "req-start") */
	int nargs;
};

struct dt_sdt_provider {
	const char *name;
	struct dt_sdt_probe *probes;
	int nprobes;
	struct dt_sdt_provider *next;
};

/* The providers declared by one program (p != NULL) or by every compiled
 * program of h (p == NULL), in declaration order; a provider declared
 * twice is merged.  NULL with h's error set when a declaration cannot be
 * expressed with <sys/sdt.h> (too many arguments). */
struct dt_sdt_provider *dt_sdt_providers(dtrace_hdl_t *h, const dtrace_prog_t *p, bool *err);
void dt_sdt_providers_free(struct dt_sdt_provider *list);

/* The semaphore variable of a probe: "<provider>_<probe>_semaphore", the
 * name <sys/sdt.h> refers to when _SDT_HAS_SEMAPHORES is defined. */
void dt_sdt_semaphore_name(const char *prov, const char *probe, char *buf, size_t len);

/* DTrace's name of a declared probe: each "__" is a '-'. */
void dt_sdt_probe_dname(const char *declared, char *buf, size_t len);

#endif
