/*
 * D printf()/printa()/system()/freopen() format strings: parsing into
 * literal pieces and conversions, and checking the arguments against the
 * conversions with DTrace's error messages.  Sema calls dt_printf_parse()
 * and dt_printf_validate(); the consumer (printf.c) formats records with
 * the parsed form.
 *
 * DTrace's dialect: flags - + space # 0 ' ; width and precision as digits
 * or '*' (taken from an int argument before the value); '?' sets the width
 * of a pointer (16); '@' marks printa's aggregation value (%@d); length
 * modifiers h l ll L w; conversions a A c C d e E f g G i k o p s S T u x X
 * Y % plus their h/l/ll/L forms (%hd %lx %llu %Lf %lc %ls %wc %ws).  A
 * positional "%1$d" is rejected, as are z, j, t and hh (DTrace has no such
 * conversions: "format conversion #1 is undefined: %z").
 */
#ifndef DT_PRINTF_FMT_H
#define DT_PRINTF_FMT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/errtags.h"
#include "lang/types.h"

/* Conversion flags (struct dt_pfconv.flags). */
#define DT_PF_ALT	0x001	/* '#' */
#define DT_PF_ZPAD	0x002	/* '0' */
#define DT_PF_LEFT	0x004	/* '-' */
#define DT_PF_SPOS	0x008	/* '+' */
#define DT_PF_SPACE	0x010	/* ' ' */
#define DT_PF_GROUP	0x020	/* '\'' thousands grouping */
#define DT_PF_DYNWIDTH	0x040	/* '*' width from an argument */
#define DT_PF_DYNPREC	0x080	/* '.*' precision from an argument */
#define DT_PF_AGG	0x100	/* '@' printa: the aggregation's value */

/* How a conversion checks its argument (what sema must verify). */
enum dt_pfcheck {
	DT_PFC_XINT,		/* any integer */
	DT_PFC_DINT,		/* any integer; printed signed iff the type is */
	DT_PFC_CSI,		/* integer of at most 4 bytes */
	DT_PFC_FP,		/* float, double, long double */
	DT_PFC_ADDR,		/* pointer or integer */
	DT_PFC_KADDR,		/* pointer, integer or kernel symbol address */
	DT_PFC_UADDR,		/* usymaddr, or pointer/integer with -p/-c */
	DT_PFC_STACK,		/* stack() / ustack() value */
	DT_PFC_TIME,		/* 8-byte integer */
	DT_PFC_STR,		/* string or char array */
	DT_PFC_WSTR,		/* array of 32-bit integers */
	DT_PFC_XSHORT,		/* a 2-byte integer type */
	DT_PFC_XLONG,		/* long / unsigned long */
	DT_PFC_XLONGLONG,	/* long long, or a typedef chain via [u]int64_t */
	DT_PFC_TYPE,		/* integer/float of exactly the named type's size
				   and signedness (proto: "short", "long" ...) */
	DT_PFC_NONE,		/* %%: takes no argument */
};

/* How the consumer prints a conversion's value. */
enum dt_pfprint {
	DT_PFP_SINT,		/* signed integer by the record's size */
	DT_PFP_UINT,		/* unsigned integer by the record's size */
	DT_PFP_DINT,		/* signed or unsigned by the record's signedness */
	DT_PFP_FP,		/* float/double */
	DT_PFP_ADDR,		/* %a: kernel symbol+offset */
	DT_PFP_UADDR,		/* %A: user symbol+offset */
	DT_PFP_ECHR,		/* %C: character with C escapes */
	DT_PFP_STACK,		/* %k: stack */
	DT_PFP_TIME,		/* %Y: "2026 Dec  2 13:15:00" */
	DT_PFP_TIME822,		/* %T: RFC 822 date */
	DT_PFP_CSTR,		/* %s */
	DT_PFP_ESTR,		/* %S: string with C escapes */
	DT_PFP_WSTR,		/* %ls %ws */
	DT_PFP_PCT,		/* %% */
};

/* One entry of the conversion dictionary. */
struct dt_pfconv_info {
	const char *name;	/* "d", "hx", "llu", ... as DTrace names it */
	const char *ofmt;	/* the C conversion used to print: "d", "x", "s" */
	const char *proto;	/* prototype text for messages (or the type name
				   for DT_PFC_TYPE) */
	enum dt_pfcheck check;
	enum dt_pfprint print;
};

/* One piece of a format: literal text followed by a conversion (info ==
 * NULL for a trailing literal). */
struct dt_pfconv {
	const char *prefix;	/* points into dt_pfargv.format */
	size_t preflen;
	const struct dt_pfconv_info *info;
	unsigned flags;		/* DT_PF_* */
	int width, prec;	/* 0 when absent (as in DTrace, prec 0 == none) */
};

struct dt_pfargv {
	char *format;		/* copy of the source format string */
	struct dt_pfconv *convs;
	int nconvs;		/* pieces, including a trailing literal */
};

/* Parse a format.  Returns NULL on error with DTrace's message (no
 * "line N:", no newline) in err, e.g. "format conversion #1 name expected
 * before end of format string"; such errors are D_SYNTAX. */
struct dt_pfargv *dt_printf_parse(const char *fmt, char *err, size_t errlen);
void dt_printf_free(struct dt_pfargv *pfv);

/* Number of value arguments the format consumes (dynamic widths and
 * precisions included; %% and %@ excluded). */
int dt_printf_nargs(const struct dt_pfargv *pfv);
/* True when some conversion is %@... (printa value placement). */
bool dt_printf_has_agg(const struct dt_pfargv *pfv);

/* Look a conversion name up in the dictionary ("d", "llx"); NULL if none. */
const struct dt_pfconv_info *dt_printf_conv_lookup(const char *name);

/* What sema knows about an argument beyond its type. */
enum dt_pfarg_kind {
	DT_PFARG_VALUE,		/* an ordinary expression of `type` */
	DT_PFARG_SYMADDR,	/* a kernel symbol address (&`sym), integer-like */
	DT_PFARG_USYMADDR,	/* a usym()/uaddr() value */
	DT_PFARG_STACK,		/* stack() / ustack() / jstack() */
	DT_PFARG_AGG,		/* an aggregation: never acceptable */
	DT_PFARG_VOID,		/* a void expression */
};

/* Is an argument acceptable for a conversion?  have_target: -p/-c given. */
bool dt_printf_arg_ok(const struct dt_pfconv *c, const struct dt_type *t,
		      enum dt_pfarg_kind kind, bool have_target);

/* An argument as dt_printf_validate sees it. */
struct dt_pfarg {
	const struct dt_type *type;	/* may be NULL for STACK/AGG/VOID */
	enum dt_pfarg_kind kind;
	const char *tname;		/* type name for messages: "int",
					   "string", "stack", "aggregation" */
};

/* Check args[0..nargs-1] against the format, as DTrace does.
 *   func:  "printf", "printa", "system" ... (used in messages)
 *   foff:  number of arguments before the first one in args[] (1 for
 *          printf: the format itself; 1 for printa's keys, numbered after
 *          the aggregation)
 *   printa: %@ allowed; agg_is_count: the value is uint64_t, else int64_t
 *   exactlen: extra arguments are an error (D_PRINTF_ARG_EXTRA)
 * Returns true when fine; otherwise false with *tag and msg set, e.g.
 *   D_PRINTF_ARG_TYPE "printf( ) argument #2 is incompatible with
 *   conversion #1 prototype:\n\tconversion: %d\n\t prototype: char, short,
 *   int, long, or long long\n\t  argument: string"
 * (no trailing newline). */
bool dt_printf_validate(const struct dt_pfargv *pfv, const char *func,
			const struct dt_pfarg *args, int nargs, int foff,
			bool printa, bool agg_is_count, bool exactlen,
			bool have_target, enum dt_errtag *tag,
			char *msg, size_t msglen);

#endif
