/*
 * Our table of built-in functions (lang/builtins.c) against the
 * definition's: every subroutine, action and aggregating function that
 * DTrace's global identifier table defines, with its prototype as DTrace
 * writes it (the Dynamic Tracing Guide's "Actions and Subroutines" and
 * "Aggregations" chapters, Oracle's DTrace guides, and for the exact
 * parameter types Oracle's libdtrace identifier table).  A prototype that
 * differs must be listed in `ours_differs` with the reason; a function of
 * ours the definition lacks must be listed in `extensions`.  The test
 * prints the whole comparison so that docs/d-coverage.md's table can be
 * checked against it.
 */
#include <stdio.h>
#include <string.h>

#include "lang/builtins.h"

static int failures;

struct def {
	const char *name;
	const char *proto;	/* the definition's ("vmlinux`" dropped where the name is
				   the kernel's alone) */
	bool agg;
};

static const struct def definition[] = {
	/* subroutines */
	{ "alloca", "void *(size_t)", false },
	{ "basename", "string(const char *)", false },
	{ "bcopy", "void(void *, void *, size_t)", false },
	{ "cleanpath", "string(const char *)", false },
	{ "copyin", "void *(uintptr_t, size_t)", false },
	{ "copyinstr", "string(uintptr_t, [size_t])", false },
	{ "copyinto", "void(uintptr_t, size_t, void *)", false },
	{ "copyout", "void(void *, uintptr_t, size_t)", false },
	{ "copyoutstr", "void(char *, uintptr_t, size_t)", false },
	{ "d_path", "string(struct path *)", false },
	{ "ddi_pathname", "string(void *, int64_t)", false },
	{ "dirname", "string(const char *)", false },
	{ "getmajor", "vmlinux`dev_t(vmlinux`dev_t)", false },
	{ "getminor", "vmlinux`dev_t(vmlinux`dev_t)", false },
	{ "htonl", "uint32_t(uint32_t)", false },
	{ "htonll", "uint64_t(uint64_t)", false },
	{ "htons", "uint16_t(uint16_t)", false },
	{ "index", "int(const char *, const char *, [int])", false },
	{ "inet_ntoa", "string(ipaddr_t *)", false },
	{ "inet_ntoa6", "string(struct in6_addr *)", false },
	{ "inet_ntop", "string(int, void *)", false },
	{ "link_ntop", "string(int, void *)", false },
	{ "lltostr", "string(int64_t)", false },
	{ "msgdsize", "size_t(mblk_t *)", false },
	{ "msgsize", "size_t(mblk_t *)", false },
	{ "mutex_owned", "int(struct mutex *)", false },
	{ "mutex_owner", "struct task_struct *(struct mutex *)", false },
	{ "mutex_type_adaptive", "int(struct mutex *)", false },
	{ "mutex_type_spin", "int(struct mutex *)", false },
	{ "ntohl", "uint32_t(uint32_t)", false },
	{ "ntohll", "uint64_t(uint64_t)", false },
	{ "ntohs", "uint16_t(uint16_t)", false },
	{ "progenyof", "int(pid_t)", false },
	{ "rand", "int()", false },
	{ "rindex", "int(const char *, const char *, [int])", false },
	{ "rw_iswriter", "int(rwlock_t *)", false },
	{ "rw_read_held", "int(rwlock_t *)", false },
	{ "rw_write_held", "int(rwlock_t *)", false },
	{ "speculation", "int()", false },
	{ "strchr", "string(const char *, char)", false },
	{ "strjoin", "string(const char *, const char *)", false },
	{ "strlen", "size_t(const char *)", false },
	{ "strrchr", "string(const char *, char)", false },
	{ "strstr", "string(const char *, const char *)", false },
	{ "strtok", "string(const char *, const char *)", false },
	{ "substr", "string(const char *, int, [int])", false },
	{ "tolower", "string(const char *)", false },
	{ "toupper", "string(const char *)", false },
	/* actions */
	{ "breakpoint", "void()", false },
	{ "chill", "void(int)", false },
	{ "clear", "void(@)", false },
	{ "commit", "void(int)", false },
	{ "denormalize", "void(@)", false },
	{ "discard", "void(int)", false },
	{ "exit", "void(int)", false },
	{ "freopen", "void(@, ...)", false },
	{ "ftruncate", "void()", false },
	{ "func", "_symaddr(uintptr_t)", false },
	{ "jstack", "stack([uint32_t], [uint32_t])", false },
	{ "mod", "_symaddr(uintptr_t)", false },
	{ "normalize", "void(@, uint64_t)", false },
	{ "panic", "void()", false },
	{ "pcap", "void(void *, int)", false },
	{ "print", "void(@)", false },
	{ "printa", "void(@, ...)", false },
	{ "printf", "void(string, ...)", false },
	{ "raise", "void(int)", false },
	{ "setopt", "void(const char *, [const char *])", false },
	{ "speculate", "void(int)", false },
	{ "stack", "stack([uint32_t])", false },
	{ "stop", "void()", false },
	{ "sym", "_symaddr(uintptr_t)", false },
	{ "system", "void(@, ...)", false },
	{ "trace", "void(@)", false },
	{ "tracemem", "void(@, size_t, [size_t])", false },
	{ "trunc", "void(@, [uint64_t])", false },
	{ "uaddr", "_usymaddr(uintptr_t)", false },
	{ "ufunc", "_usymaddr(uintptr_t)", false },
	{ "umod", "_usymaddr(uintptr_t)", false },
	{ "ustack", "stack([uint32_t], [uint32_t])", false },
	{ "usym", "_usymaddr(uintptr_t)", false },
	/* aggregating functions */
	{ "avg", "void(@)", true },
	{ "count", "void()", true },
	{ "llquantize", "void(@, int32_t, int32_t, int32_t, int32_t, ...)", true },
	{ "lquantize", "void(@, int32_t, int32_t, ...)", true },
	{ "max", "void(@)", true },
	{ "min", "void(@)", true },
	{ "quantize", "void(@, ...)", true },
	{ "stddev", "void(@)", true },
	{ "sum", "void(@)", true },
};

/* Where our prototype is not the definition's, and why. */
static const struct {
	const char *name, *ours, *why;
} ours_differs[] = {
	{ "inet_ntoa6", "string(struct in6_addr *, [int])",
	  "Oracle's libdtrace takes a second constant: non-zero prints an embedded "
	  "IPv4 address the strict IPv6 way (inet_ntop's)" },
	{ "lltostr", "string(int64_t, [int])",
	  "illumos's optional base (2 to 36)" },
	{ "msgdsize", "size_t(void *)", "mblk_t is Solaris STREAMS; no such type on Linux" },
	{ "msgsize", "size_t(void *)", "mblk_t is Solaris STREAMS; no such type on Linux" },
	{ "jstack", "ustack([uint32_t], [uint32_t])",
	  "our internal name for a user stack; messages print it as \"stack\"" },
	{ "ustack", "ustack([uint32_t], [uint32_t])",
	  "our internal name for a user stack; messages print it as \"stack\"" },
	{ "mod", "_modaddr(uintptr_t)", "our internal name for a module; messages print the definition's name" },
	{ "umod", "_umodaddr(uintptr_t)", "our internal name for a module; messages print the definition's name" },
	{ "uaddr", "_uaddr(uintptr_t)", "our internal name for an address; messages print \"_usymaddr\"" },
	{ "quantize", "void(@, [int64_t])",
	  "the definition's \"...\" is quantize's optional increment" },
	{ "lquantize", "void(@, int32_t, int32_t, [int32_t], [int64_t])",
	  "the definition's \"...\" is lquantize's step and increment" },
	{ "llquantize", "void(@, int32_t, int32_t, int32_t, int32_t, [int64_t])",
	  "the definition's \"...\" is llquantize's increment" },
};

/* Ours that the definition lacks. */
static const char *const extensions[] = {
	"printm",	/* Oracle DTrace's printm(size, pointer) */
	"_psargs",	/* the D library's pr_psargs (psinfo.d) */
	"_mntpath",	/* the D library's fi_mount (io.d) */
};

static const char *ours_proto(const struct def *d)
{
	if (d->agg) {
		int c = dt_builtin_aggfunc_lookup(d->name);
		return c < 0 ? NULL : dt_builtin_aggfunc_proto(c);
	}
	int c = dt_builtin_func_lookup(d->name);
	return c < 0 ? NULL : dt_builtin_func_proto(c);
}

static const char *differs_reason(const char *name, const char *ours)
{
	for (size_t i = 0; i < sizeof(ours_differs) / sizeof(ours_differs[0]); i++)
		if (strcmp(ours_differs[i].name, name) == 0)
			return strcmp(ours_differs[i].ours, ours) == 0 ? ours_differs[i].why : NULL;
	return NULL;
}

int main(void)
{
	size_t n = sizeof(definition) / sizeof(definition[0]);
	for (size_t i = 0; i < n; i++) {
		const struct def *d = &definition[i];
		const char *ours = ours_proto(d);
		if (!ours) {
			fprintf(stderr, "%s: defined as %s, missing from ours\n", d->name, d->proto);
			failures++;
			continue;
		}
		if (strcmp(ours, d->proto) == 0) {
			printf("%-20s %s\n", d->name, ours);
			continue;
		}
		const char *why = differs_reason(d->name, ours);
		if (!why) {
			fprintf(stderr, "%s: ours %s, the definition's %s\n", d->name, ours, d->proto);
			failures++;
			continue;
		}
		printf("%-20s %s (definition %s: %s)\n", d->name, ours, d->proto, why);
	}
	/* every function of ours is the definition's or a listed extension */
	for (int c = 0; c < DT_F__COUNT; c++) {
		const char *name = dt_builtin_func_name(c);
		bool known = false;
		for (size_t i = 0; i < n && !known; i++)
			known = !definition[i].agg && strcmp(definition[i].name, name) == 0;
		for (size_t i = 0; i < sizeof(extensions) / sizeof(extensions[0]) && !known; i++)
			known = strcmp(extensions[i], name) == 0;
		if (!known) {
			fprintf(stderr, "%s: ours, neither the definition's nor a listed extension\n",
				name);
			failures++;
		}
	}
	/* a parameter's type is what its name looks up, qualifiers skipped
	 * (as CTF's name lookup skips them): "const char *" is "char *" */
	static const struct { const char *proto; int nparams, nreq; bool varargs;
			      const char *params[3]; } parses[] = {
		{ "string(const char *, const char *)", 2, 2, false, { "char *", "char *" } },
		{ "void(const char *, [const char *])", 2, 1, false, { "char *", "char *" } },
		{ "void(volatile int, restrict char *, ...)", 2, 2, true, { "int", "char *" } },
		{ "vmlinux`dev_t(vmlinux`dev_t)", 1, 1, false, { "vmlinux`dev_t" } },
		{ "string(struct in6_addr *, [int])", 2, 1, false, { "struct in6_addr *", "int" } },
	};
	for (size_t i = 0; i < sizeof(parses) / sizeof(parses[0]); i++) {
		struct dt_proto p;
		dt_proto_parse(parses[i].proto, &p);
		bool ok = p.nparams == parses[i].nparams && p.nreq == parses[i].nreq &&
			  p.varargs == parses[i].varargs;
		for (int j = 0; ok && j < p.nparams; j++)
			ok = strcmp(p.params[j], parses[i].params[j]) == 0;
		if (!ok) {
			fprintf(stderr, "dt_proto_parse(%s): %d params (%d required%s): %s, %s\n",
				parses[i].proto, p.nparams, p.nreq, p.varargs ? ", varargs" : "",
				p.params[0], p.params[1]);
			failures++;
		}
	}
	if (failures)
		fprintf(stderr, "test_protos: %d failures\n", failures);
	return failures != 0;
}
