/*
 * The print module: DTrace's output formats in user space.  The consumer
 * (consume.c / runtime.c) calls these for printf(), trace(), tracemem(),
 * printa() and the aggregation actions, and dt_agg_print_all() at exit.
 *
 * Record data: `data` points just after the record's EPID, and every
 * struct dt_rec offset is relative to it (program.h).  Integers are stored
 * in the record with the rec's size (1, 2, 4 or 8 bytes, native endian) and
 * printed at their D type's width (an int widened to 8 bytes prints as an
 * int: dt_rec_intsize()); strings are NUL-terminated within rec->size
 * bytes.  A stack() value (key or %k argument) is an array of 8-byte pcs,
 * 0-terminated, whose dt_type is named "stack"; a sym() key's type is named
 * "_symaddr".
 *
 * Aggregation map (DT_MAP_AGG, BPF_MAP_TYPE_PERCPU_HASH):
 *   key   = uint64_t aggregation id, then the key tuple (struct dt_aggdesc
 *           .keys offsets are relative to the tuple start, i.e. key + 8),
 *           unused bytes zero.
 *   value = per possible CPU, the map's value size rounded up to 8; the
 *           aggregation's data at the start in the layout quantize.h
 *           documents per aggregating function.
 * The reader takes both sizes from the map itself (BPF_OBJ_GET_INFO).
 */
#ifndef DT_PRINT_H
#define DT_PRINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/dt_impl.h"
#include "core/program.h"
#include "lang/printf_fmt.h"

#define DT_AGG_KEY_HDR	8	/* bytes of the aggregation id before the tuple */

/* A type with its typedefs stripped (NULL stays NULL). */
static inline const struct dt_type *dt_print_basetype(const struct dt_type *t)
{
	while (t != NULL && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

/* A string, or a char array (printed as the string it holds, as DTrace
 * prints char arrays). */
static inline bool dt_print_is_strtype(const struct dt_type *t)
{
	t = dt_print_basetype(t);
	if (t != NULL && t->kind == T_ARRAY) {
		const struct dt_type *e = dt_print_basetype(t->base);
		return e != NULL && e->is_char;
	}
	return t != NULL && t->kind == T_STRING;
}

/* ------------------------------------------------------------ printf.c */

/* Width of an integer value in a record: the D type's size when the code
 * generator stored a narrower integer widened (e.g. an int key in 8
 * bytes), else rec->size.  DTrace formats by the type's width. */
unsigned dt_rec_intsize(const struct dt_rec *r);
/* The integer of record r (1, 2, 4 or 8 bytes) at p, in decimal, with its
 * D type's width and signedness (JSON and metrics keys). */
void dt_print_rec_decimal(FILE *out, const struct dt_rec *r, const uint8_t *p);

/* Format a printf()-style record: the format's conversions (parsed once
 * and cached per handle when h is not NULL) consume recs in order (a
 * dynamic width/precision consumes one rec before the value).  Returns
 * the number of recs consumed, or -1 on a malformed record. */
int dt_printf_fmt(dtrace_hdl_t *h, FILE *out, const char *fmt,
		  const struct dt_rec *recs, int nrecs,
		  const void *data, size_t len);
/* Format into a malloc'd string (system(), freopen()); NULL on error. */
char *dt_printf_str(dtrace_hdl_t *h, const char *fmt,
		    const struct dt_rec *recs, int nrecs,
		    const void *data, size_t len);

/* Kernel symbol of an address as DTrace prints %a and sym():
 * "vmlinux`func+0x10", "vmlinux`func", or "0x..." when unknown.
 * with_offset false: just "vmlinux`func" (sym()). */
const char *dt_print_ksym(uint64_t addr, bool with_offset, char *buf, size_t len);
/* The frames of a kernel stack value (8-byte pcs, leaf first, up to a 0)
 * that DTrace shows, into pcs[] (room for size / 8): without the tracer's
 * own, which a fixed skip in the kernel cannot know -- the leading BPF
 * programs and the kernel's code running them (bpf_trace_run*, a
 * tracepoint's __traceiter_* while it has several callbacks, ...), and
 * inside the stack the trampoline of a function traced by fexit with the
 * frame of its call from that function's entry, where the kernel leaves
 * one (not 7.2).  Returns their count. */
uint32_t dt_print_kstack(const uint8_t *p, uint32_t size, uint64_t *pcs);
/* -x stackindent: the spaces before each frame stack() and ustack() print
 * (14 by default, as DTrace; a dynamic option, read at each print). */
int dt_print_stackindent(void);
/* A symbol-valued aggregation key (sym(), ufunc() ...; type names in
 * agg_print.c), printed as DTrace does; false when `type` is not one. */
bool dt_print_symkey(FILE *out, const char *type, const uint8_t *p, uint32_t size);
const char *dt_print_symkey_str(const char *type, const uint8_t *p, uint32_t size,
				char *buf, size_t len);

/* ------------------------------------------------------- print_trace.c */

/* trace(): one value as DTrace prints it.  quiet: -q (no column padding
 * for the probe line). */
void dt_print_trace(dtrace_hdl_t *h, FILE *out, const struct dt_rec *rec,
		    const void *data, bool quiet);
/* tracemem() and other raw bytes: DTrace's hex dump
 * ("             0  1  2  3 ...  0123456789abcdef"). */
void dt_print_bytes(FILE *out, const void *buf, size_t len);
/* An aggregation key of other than 1, 2, 4 or 8 bytes (a struct, an
 * array), as DTrace prints one: as a string, width wide, when its bytes
 * read as one (printable, then only NULs), else as dt_print_bytes. */
void dt_print_bytes_or_string(FILE *out, const void *buf, size_t len, int width);
/* How many of tracemem()'s bytes to show: all of them, or its third
 * argument (the action's second item) when that is 0..nbytes; outside
 * that range the limit is ignored (Actions and Subroutines: tracemem). */
size_t dt_tracemem_len(const struct dt_action *a, const struct dt_rec *recs,
		       const uint8_t *data, size_t len);

/* -------------------------------------------------------- print_type.c */

/* print(expr): the value shown by its type, DTrace's layout (members one
 * per line, zero members omitted, 44 columns in).  For print(ptr) of a
 * pointer to an object, the record should hold the pointer (rec 0) and
 * the object's bytes (rec 1, type = the pointee type): then
 * dt_print_pointee() prints "0x... = *" and the object. */
void dt_print_typed(FILE *out, const struct dt_type *t, const void *obj, size_t len);
void dt_print_pointee(FILE *out, uint64_t addr, const struct dt_type *t,
		      const void *obj, size_t len);

/* ---------------------------------------------------------- agg_print.c */

/* DTrace's end-of-run output, to call once after END: a newline (always,
 * even with no aggregations), then every aggregation that printa() has
 * not printed, from the snapshot (the runtime takes it first). */
int dt_agg_print_all(dtrace_hdl_t *h, FILE *out);
/* printa(fmt, @a, @b ...): fmt NULL for the default format. */
int dt_agg_printa(dtrace_hdl_t *h, FILE *out, const char *fmt,
		  const int *aggids, int naggs);
/* Free h->print. */
void dt_print_free(dtrace_hdl_t *h);

/* ------------------------------------------- between printf.c and agg.c */

/* One aggregation's value for a printa() row. */
struct dt_pfagg {
	const struct dt_aggdesc *ad;
	const int64_t *val;		/* merged value, layout of quantize.h */
	uint64_t normal;		/* normalize() factor, 1 when none */
};

/* A printa() row: the key tuple as recs/keydata, then the %@ conversions
 * take aggs[0], aggs[1], ... (the last one repeats).  Returns -1 when the
 * format needs more keys than the tuple has. */
int dt_printf_row(dtrace_hdl_t *h, FILE *out, const struct dt_pfargv *pfv,
		  const struct dt_rec *keys, int nkeys, const void *keydata,
		  size_t keylen, const struct dt_pfagg *aggs, int naggs);
/* The cached parse of a format (NULL if it does not parse). */
const struct dt_pfargv *dt_print_fmt_lookup(dtrace_hdl_t *h, const char *fmt);

/* Scalar value of a non-histogram aggregation as printa's %@ and the
 * default output see it (count, sum, min, max, avg, stddev). */
int64_t dt_agg_scalar(const struct dt_pfagg *a);

/* h->print: formats cache and the aggregation snapshot (agg.c). */
struct dt_aggent;
struct dt_printstate {
	struct dt_fmtcache {
		char *text;
		const char *src;	/* the caller's pointer, compared first */
		struct dt_pfargv *pfv;
	} *fmts;
	int nfmts;
	int agg_fd, ncpus;
	struct dt_aggent **ents;	/* snapshot entries, merged over CPUs */
	int nents, maxents;
	struct dt_aggent **htab;	/* hash index of ents (agg.c) */
	size_t hsize;
	uint64_t *normal;		/* per aggregation id */
	bool *printed;			/* printa()'d: skipped at exit */
	int naggids;
};
struct dt_printstate *dt_print_state(dtrace_hdl_t *h);

#endif
