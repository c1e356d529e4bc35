/*
 * The probe table (prov.c): what sema (matching clauses' descriptions,
 * pragmas), cg (the probes of each program, dtrace -l with descriptions)
 * and the unit tests ask of it.  The probes themselves (struct dt_probe,
 * struct dt_provider_ops) are in core/program.h: the compiled programs
 * carry them to the runtime.
 */
#ifndef DT_PROV_PROBES_H
#define DT_PROV_PROBES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/program.h"
#include "lang/attr.h"

/* prov.c: the probe table. */
/* Whether a description field has glob characters (*, ?, [ or a
 * backslash): sema asks it of pid descriptions that match nothing. */
bool dt_is_glob(const char *s);

/* Call cb for every probe matching a description "prov:mod:func:name"
 * (globs * ? [..], empty fields match all, fewer fields fill from the
 * right as DTrace does).  Returns the number matched.  cb gets probes
 * without their argument fields (dt_probe_describe fills them); a
 * non-zero return from cb stops the walk (the count then includes that
 * probe). */
int dt_probe_match(dtrace_hdl_t *h, const char *desc,
		   int (*cb)(struct dt_probe *p, void *arg), void *arg);
struct dt_probe *dt_probe_by_id(dtrace_hdl_t *h, uint32_t id);
/* The kernel module (other than vmlinux) whose types p's clauses may use,
 * or NULL: the module field of a provider on kernel functions. */
const char *dt_probe_kmodule(const struct dt_probe *p);
/* Fill p's argument fields (once; dt_probe_match gives probes without
 * them: describing every fbt probe a glob matches costs seconds). */
struct dt_probe *dt_probe_describe(dtrace_hdl_t *h, struct dt_probe *p);
/* Whether cg may leave p undescribed unless a clause reads args[] (its
 * provider's description only types args[], or is what the prologue
 * loads, which dt_probe_describe_fields() does once the program reads
 * argv[]; or it is already done). */
bool dt_probe_args_lazy(dtrace_hdl_t *h, const struct dt_probe *p);
/* Describe p before its prologue is built when its provider left that
 * until its fields are read (fields_on_demand): cg calls it for a program
 * whose body reads argv[] (arg0..arg9, args[], errno, a translator). */
void dt_probe_describe_fields(dtrace_hdl_t *h, struct dt_probe *p);
/* What a provider refused in the descriptions matched since the last
 * call (an offset not on an instruction): true with its tag and message
 * in buf, which it then forgets. */
bool dt_probe_desc_error(dtrace_hdl_t *h, int *tag, char *buf, size_t len);
/* For a description naming an unavailable provider (fbt), its one-sentence
 * reason; NULL otherwise. */
const char *dt_probe_unavailable(dtrace_hdl_t *h, const char *desc);
/* The attributes of a description as DTrace computes them for a clause
 * (the minimum over its provider and the fields it gives, not globs;
 * Unstable/Unstable/Common without a provider, with a glob for it, or when
 * nothing matches), and in *ctx (when not NULL) the attribute table of the
 * provider of the first probe it matches (Unstable when none): what the
 * clause's args[] and probeprov..probename take. */
struct dt_attr dt_probe_desc_attr(dtrace_hdl_t *h, const char *desc,
				  const struct dt_pattr **ctx);
/* #pragma D attributes a provider <prov> <part>: part (provider, module,
 * function, name, args) of prov's attributes is a from now on.  -1 when
 * no provider is named prov, -2 when part is none of those. */
int dt_prov_set_attr(dtrace_hdl_t *h, const char *prov, const char *part,
		     struct dt_attr a);
/* Does the description match an unstable set of probes, whose arguments
 * DTrace does not type (dt_probe_info)?  More than one probe, and either
 * the provider is given by a glob (or not at all) while its arguments' data
 * stability is below Evolving, or a field whose names are Evolving or better
 * is empty or a glob. */
bool dt_probe_desc_unstable(dtrace_hdl_t *h, const char *desc);
/* Why a description may have matched nothing although its probes could
 * exist: tracefs unreadable (an unprivileged user), as " (path: reason)";
 * "" when there is no such reason. */
const char *dt_probe_nomatch_reason(void);
/* For a description that matched nothing and names a probe a provider
 * builds only where the kernel has what it needs (a stable probe built on
 * fbt), the one sentence saying what this kernel lacks into why; -1 when
 * there is none. */
int dt_probe_absent(dtrace_hdl_t *h, const char *desc, char *why, size_t len);
/* The documented fallback a clause reading argument argno of p gets
 * instead of DTrace's value (dt_provider.arg_fallback); NULL: none. */
const char *dt_probe_arg_fallback(dtrace_hdl_t *h, const struct dt_probe *p, int argno);
/* suggest.c: for a description without globs that matched nothing, the
 * nearest probe (edit distance per field) written as the description
 * would name it ("syscall::opne:entry" -> "syscall::open:entry") to buf;
 * -1 when no probe is near. */
int dt_probe_suggest(dtrace_hdl_t *h, const char *desc, char *buf, size_t len);
/* A description with all four fields, as DTrace prints it in messages:
 * "profile::tick-1sec" -> ":profile::tick-1sec".  Returns -1 when it has
 * more than four fields. */
int dt_probe_desc_full(const char *desc, char *buf, size_t len);
/* dtrace -l with descriptions (dt_cg_list): print the header once, then the
 * probes of each clause's description; -1 with dt_set_errmsg ("failed to
 * match P:M:F:N: No probe matches description", or the provider's reason
 * it is unavailable) when none matches. */
void dt_prov_list_header(FILE *out);
int dt_prov_list_desc(dtrace_hdl_t *h, FILE *out, const char *desc, bool verbose);
int dt_prov_list_id(dtrace_hdl_t *h, FILE *out, uint64_t id, bool verbose);
bool dt_prov_id_desc(dtrace_hdl_t *h, uint64_t id, char *buf, size_t len);
/* dtrace -e -v: description desc as written (provider:module:function:name)
 * and, when it matches a probe, its attributes and argument types. */
void dt_prov_desc_info(dtrace_hdl_t *h, FILE *out, const char *desc);

#endif
