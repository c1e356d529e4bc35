/*
 * Names of D's built-in variables, functions and aggregating functions,
 * mapped to the codes of builtins.h.
 */
#include <stdio.h>
#include <string.h>

#include "arch/arch.h"
#include "core/version.h"
#include "lang/builtins.h"
#include "core/program.h"

static const char *const var_names[DT_BV__COUNT] = {
	[DT_BV_ARG0] = "arg0", [DT_BV_ARG1] = "arg1", [DT_BV_ARG2] = "arg2",
	[DT_BV_ARG3] = "arg3", [DT_BV_ARG4] = "arg4", [DT_BV_ARG5] = "arg5",
	[DT_BV_ARG6] = "arg6", [DT_BV_ARG7] = "arg7", [DT_BV_ARG8] = "arg8",
	[DT_BV_ARG9] = "arg9", [DT_BV_ARGS] = "args", [DT_BV_PID] = "pid",
	[DT_BV_TID] = "tid", [DT_BV_PPID] = "ppid", [DT_BV_UID] = "uid",
	[DT_BV_GID] = "gid", [DT_BV_EXECNAME] = "execname",
	[DT_BV_TIMESTAMP] = "timestamp", [DT_BV_VTIMESTAMP] = "vtimestamp",
	[DT_BV_WALLTIMESTAMP] = "walltimestamp", [DT_BV_CPU] = "cpu",
	[DT_BV_CURCPU] = "curcpu", [DT_BV_CURTHREAD] = "curthread",
	[DT_BV_PROBEPROV] = "probeprov", [DT_BV_PROBEMOD] = "probemod",
	[DT_BV_PROBEFUNC] = "probefunc", [DT_BV_PROBENAME] = "probename",
	[DT_BV_ERRNO] = "errno", [DT_BV_EPID] = "epid", [DT_BV_ID] = "id",
	[DT_BV_STACKDEPTH] = "stackdepth", [DT_BV_USTACKDEPTH] = "ustackdepth",
	[DT_BV_CALLER] = "caller", [DT_BV_UCALLER] = "ucaller",
	[DT_BV_IPL] = "ipl", [DT_BV_UREGS] = "uregs",
	[DT_BV_CURLWPSINFO] = "curlwpsinfo", [DT_BV_CURPSINFO] = "curpsinfo",
	[DT_BV_EXECARGS] = "execargs", [DT_BV_CWD] = "cwd",
	[DT_BV_ROOTDIR] = "root", [DT_BV_ZONENAME] = "zonename",
	[DT_BV_PROJID] = "projid", [DT_BV_TASKID] = "taskid",
	[DT_BV_CGROUP] = "cgroup", [DT_BV_CGROUP_PATH] = "cgroup_path",
	[DT_BV_NSPID] = "nspid", [DT_BV_NSTID] = "nstid",
};

static const char *const func_names[DT_F__COUNT] = {
	[DT_F_TRACE] = "trace", [DT_F_PRINTF] = "printf", [DT_F_PRINTA] = "printa",
	[DT_F_PRINT] = "print", [DT_F_PRINTM] = "printm",
	[DT_F_TRACEMEM] = "tracemem", [DT_F_STACK] = "stack",
	[DT_F_USTACK] = "ustack", [DT_F_JSTACK] = "jstack", [DT_F_SYM] = "sym",
	[DT_F_FUNC] = "func", [DT_F_MOD] = "mod", [DT_F_USYM] = "usym",
	[DT_F_UFUNC] = "ufunc", [DT_F_UMOD] = "umod", [DT_F_UADDR] = "uaddr",
	[DT_F_SETOPT] = "setopt", [DT_F_FTRUNCATE] = "ftruncate",
	[DT_F_FREOPEN] = "freopen", [DT_F_CLEAR] = "clear", [DT_F_TRUNC] = "trunc",
	[DT_F_NORMALIZE] = "normalize", [DT_F_DENORMALIZE] = "denormalize",
	[DT_F_EXIT] = "exit", [DT_F_SYSTEM] = "system", [DT_F_RAISE] = "raise",
	[DT_F_STOP] = "stop", [DT_F_PANIC] = "panic",
	[DT_F_BREAKPOINT] = "breakpoint", [DT_F_CHILL] = "chill",
	[DT_F_COPYOUT] = "copyout", [DT_F_COPYOUTSTR] = "copyoutstr",
	[DT_F_SPECULATION] = "speculation", [DT_F_SPECULATE] = "speculate",
	[DT_F_COMMIT] = "commit", [DT_F_DISCARD] = "discard",
	[DT_F_ALLOCA] = "alloca", [DT_F_BCOPY] = "bcopy", [DT_F_COPYIN] = "copyin",
	[DT_F_COPYINSTR] = "copyinstr", [DT_F_COPYINTO] = "copyinto",
	[DT_F_STRLEN] = "strlen", [DT_F_STRJOIN] = "strjoin",
	[DT_F_STRCHR] = "strchr", [DT_F_STRRCHR] = "strrchr",
	[DT_F_STRSTR] = "strstr", [DT_F_STRTOK] = "strtok",
	[DT_F_SUBSTR] = "substr", [DT_F_INDEX] = "index", [DT_F_RINDEX] = "rindex",
	[DT_F_TOUPPER] = "toupper", [DT_F_TOLOWER] = "tolower",
	[DT_F_LLTOSTR] = "lltostr", [DT_F_BASENAME] = "basename",
	[DT_F_DIRNAME] = "dirname", [DT_F_CLEANPATH] = "cleanpath",
	[DT_F_D_PATH] = "d_path", [DT_F_HTONS] = "htons", [DT_F_HTONL] = "htonl",
	[DT_F_HTONLL] = "htonll", [DT_F_NTOHS] = "ntohs", [DT_F_NTOHL] = "ntohl",
	[DT_F_NTOHLL] = "ntohll", [DT_F_INET_NTOA] = "inet_ntoa",
	[DT_F_INET_NTOA6] = "inet_ntoa6", [DT_F_INET_NTOP] = "inet_ntop",
	[DT_F_LINK_NTOP] = "link_ntop", [DT_F_MUTEX_OWNED] = "mutex_owned",
	[DT_F_MUTEX_OWNER] = "mutex_owner",
	[DT_F_MUTEX_TYPE_ADAPTIVE] = "mutex_type_adaptive",
	[DT_F_MUTEX_TYPE_SPIN] = "mutex_type_spin",
	[DT_F_RW_READ_HELD] = "rw_read_held", [DT_F_RW_WRITE_HELD] = "rw_write_held",
	[DT_F_RW_ISWRITER] = "rw_iswriter", [DT_F_PROGENYOF] = "progenyof",
	[DT_F_GETMAJOR] = "getmajor", [DT_F_GETMINOR] = "getminor",
	[DT_F_MSGSIZE] = "msgsize", [DT_F_MSGDSIZE] = "msgdsize",
	[DT_F_DDI_PATHNAME] = "ddi_pathname", [DT_F_RAND] = "rand",
	[DT_F_PCAP] = "pcap", [DT_F_PSARGS] = "_psargs",
	[DT_F_MNTPATH] = "_mntpath",
};

/* DTrace's documented prototypes (see dt_proto_parse for the notation). */
static const char *const func_protos[DT_F__COUNT] = {
	[DT_F_TRACE] = "void(@)", [DT_F_PRINTF] = "void(string, ...)",
	[DT_F_PRINTA] = "void(@, ...)", [DT_F_PRINT] = "void(@)",
	[DT_F_PRINTM] = "void(size_t, @)",
	[DT_F_TRACEMEM] = "void(@, size_t, [size_t])",
	[DT_F_STACK] = "stack([uint32_t])",
	[DT_F_USTACK] = "ustack([uint32_t], [uint32_t])",
	[DT_F_JSTACK] = "ustack([uint32_t], [uint32_t])",
	[DT_F_SYM] = "_symaddr(uintptr_t)", [DT_F_FUNC] = "_symaddr(uintptr_t)",
	[DT_F_MOD] = "_modaddr(uintptr_t)", [DT_F_USYM] = "_usymaddr(uintptr_t)",
	[DT_F_UFUNC] = "_usymaddr(uintptr_t)", [DT_F_UMOD] = "_umodaddr(uintptr_t)",
	[DT_F_UADDR] = "_uaddr(uintptr_t)",
	[DT_F_SETOPT] = "void(const char *, [const char *])",
	[DT_F_FTRUNCATE] = "void()", [DT_F_FREOPEN] = "void(@, ...)",
	[DT_F_CLEAR] = "void(@)", [DT_F_TRUNC] = "void(@, [uint64_t])",
	[DT_F_NORMALIZE] = "void(@, uint64_t)", [DT_F_DENORMALIZE] = "void(@)",
	[DT_F_EXIT] = "void(int)", [DT_F_SYSTEM] = "void(@, ...)",
	[DT_F_RAISE] = "void(int)", [DT_F_STOP] = "void()",
	[DT_F_PANIC] = "void()", [DT_F_BREAKPOINT] = "void()",
	[DT_F_CHILL] = "void(int)",
	[DT_F_COPYOUT] = "void(void *, uintptr_t, size_t)",
	[DT_F_COPYOUTSTR] = "void(char *, uintptr_t, size_t)",
	[DT_F_SPECULATION] = "int()", [DT_F_SPECULATE] = "void(int)",
	[DT_F_COMMIT] = "void(int)", [DT_F_DISCARD] = "void(int)",
	[DT_F_ALLOCA] = "void *(size_t)",
	[DT_F_BCOPY] = "void(void *, void *, size_t)",
	[DT_F_COPYIN] = "void *(uintptr_t, size_t)",
	[DT_F_COPYINSTR] = "string(uintptr_t, [size_t])",
	[DT_F_COPYINTO] = "void(uintptr_t, size_t, void *)",
	[DT_F_STRLEN] = "size_t(const char *)",
	[DT_F_STRJOIN] = "string(const char *, const char *)",
	[DT_F_STRCHR] = "string(const char *, char)",
	[DT_F_STRRCHR] = "string(const char *, char)",
	[DT_F_STRSTR] = "string(const char *, const char *)",
	[DT_F_STRTOK] = "string(const char *, const char *)",
	[DT_F_SUBSTR] = "string(const char *, int, [int])",
	[DT_F_INDEX] = "int(const char *, const char *, [int])",
	[DT_F_RINDEX] = "int(const char *, const char *, [int])",
	[DT_F_TOUPPER] = "string(const char *)",
	[DT_F_TOLOWER] = "string(const char *)",
	[DT_F_LLTOSTR] = "string(int64_t, [int])",
	[DT_F_BASENAME] = "string(const char *)",
	[DT_F_DIRNAME] = "string(const char *)",
	[DT_F_CLEANPATH] = "string(const char *)",
	[DT_F_D_PATH] = "string(struct path *)",
	[DT_F_HTONS] = "uint16_t(uint16_t)", [DT_F_HTONL] = "uint32_t(uint32_t)",
	[DT_F_HTONLL] = "uint64_t(uint64_t)", [DT_F_NTOHS] = "uint16_t(uint16_t)",
	[DT_F_NTOHL] = "uint32_t(uint32_t)", [DT_F_NTOHLL] = "uint64_t(uint64_t)",
	[DT_F_INET_NTOA] = "string(ipaddr_t *)",
	[DT_F_INET_NTOA6] = "string(struct in6_addr *, [int])",
	[DT_F_INET_NTOP] = "string(int, void *)",
	[DT_F_LINK_NTOP] = "string(int, void *)",
	[DT_F_MUTEX_OWNED] = "int(struct mutex *)",
	[DT_F_MUTEX_OWNER] = "struct task_struct *(struct mutex *)",
	[DT_F_MUTEX_TYPE_ADAPTIVE] = "int(struct mutex *)",
	[DT_F_MUTEX_TYPE_SPIN] = "int(struct mutex *)",
	[DT_F_RW_READ_HELD] = "int(rwlock_t *)",
	[DT_F_RW_WRITE_HELD] = "int(rwlock_t *)",
	[DT_F_RW_ISWRITER] = "int(rwlock_t *)",
	[DT_F_PROGENYOF] = "int(pid_t)",
	[DT_F_GETMAJOR] = "vmlinux`dev_t(vmlinux`dev_t)",
	[DT_F_GETMINOR] = "vmlinux`dev_t(vmlinux`dev_t)",
	[DT_F_MSGSIZE] = "size_t(void *)", [DT_F_MSGDSIZE] = "size_t(void *)",
	[DT_F_DDI_PATHNAME] = "string(void *, int64_t)",
	[DT_F_RAND] = "int()", [DT_F_PCAP] = "void(void *, int)",
	[DT_F_PSARGS] = "string(uintptr_t, uintptr_t)",
	[DT_F_MNTPATH] = "string(struct vfsmount *)",
};

static const char *const var_types[DT_BV__COUNT] = {
	[DT_BV_ARG0] = "int64_t", [DT_BV_ARG1] = "int64_t", [DT_BV_ARG2] = "int64_t",
	[DT_BV_ARG3] = "int64_t", [DT_BV_ARG4] = "int64_t", [DT_BV_ARG5] = "int64_t",
	[DT_BV_ARG6] = "int64_t", [DT_BV_ARG7] = "int64_t", [DT_BV_ARG8] = "int64_t",
	[DT_BV_ARG9] = "int64_t", [DT_BV_PID] = "pid_t", [DT_BV_TID] = "id_t",
	[DT_BV_PPID] = "pid_t", [DT_BV_UID] = "uid_t", [DT_BV_GID] = "gid_t",
	[DT_BV_EXECNAME] = "string", [DT_BV_TIMESTAMP] = "uint64_t",
	[DT_BV_VTIMESTAMP] = "uint64_t", [DT_BV_WALLTIMESTAMP] = "int64_t",
	[DT_BV_CPU] = "processorid_t", [DT_BV_CURCPU] = "cpuinfo_t *",
	[DT_BV_CURTHREAD] = "struct task_struct *",
	[DT_BV_PROBEPROV] = "string", [DT_BV_PROBEMOD] = "string",
	[DT_BV_PROBEFUNC] = "string", [DT_BV_PROBENAME] = "string",
	[DT_BV_ERRNO] = "int", [DT_BV_EPID] = "uint_t", [DT_BV_ID] = "uint_t",
	[DT_BV_STACKDEPTH] = "uint32_t", [DT_BV_USTACKDEPTH] = "uint32_t",
	[DT_BV_CALLER] = "uintptr_t", [DT_BV_UCALLER] = "uint64_t",
	[DT_BV_IPL] = "uint_t", [DT_BV_CURLWPSINFO] = "lwpsinfo_t *",
	[DT_BV_CURPSINFO] = "psinfo_t *", [DT_BV_EXECARGS] = "string",
	[DT_BV_CWD] = "string", [DT_BV_ROOTDIR] = "string",
	[DT_BV_ZONENAME] = "string", [DT_BV_PROJID] = "projid_t",
	[DT_BV_TASKID] = "taskid_t", [DT_BV_CGROUP] = "uint64_t",
	[DT_BV_CGROUP_PATH] = "string", [DT_BV_NSPID] = "pid_t",
	[DT_BV_NSTID] = "id_t",
};

/* quantize's optional increment and the lquantize/llquantize bounds. */
static const char *const aggfunc_protos[] = {
	[DT_AGG_COUNT] = "void()", [DT_AGG_SUM] = "void(@)",
	[DT_AGG_AVG] = "void(@)", [DT_AGG_MIN] = "void(@)",
	[DT_AGG_MAX] = "void(@)", [DT_AGG_STDDEV] = "void(@)",
	[DT_AGG_QUANTIZE] = "void(@, [int64_t])",
	[DT_AGG_LQUANTIZE] = "void(@, int32_t, int32_t, [int32_t], [int64_t])",
	[DT_AGG_LLQUANTIZE] =
		"void(@, int32_t, int32_t, int32_t, int32_t, [int64_t])",
};

static const char *const aggfunc_names[] = {
	[DT_AGG_COUNT] = "count", [DT_AGG_SUM] = "sum", [DT_AGG_AVG] = "avg",
	[DT_AGG_MIN] = "min", [DT_AGG_MAX] = "max", [DT_AGG_STDDEV] = "stddev",
	[DT_AGG_QUANTIZE] = "quantize", [DT_AGG_LQUANTIZE] = "lquantize",
	[DT_AGG_LLQUANTIZE] = "llquantize",
};

#define NELEMS(a) ((int)(sizeof(a) / sizeof((a)[0])))

static int lookup(const char *const *names, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (names[i] && strcmp(names[i], name) == 0)
			return i;
	return -1;
}

int dt_builtin_var_lookup(const char *name)
{
	return lookup(var_names, NELEMS(var_names), name);
}

int dt_builtin_func_lookup(const char *name)
{
	return lookup(func_names, NELEMS(func_names), name);
}

int dt_builtin_aggfunc_lookup(const char *name)
{
	return lookup(aggfunc_names, NELEMS(aggfunc_names), name);
}

const char *dt_builtin_var_name(int code)
{
	return code >= 0 && code < NELEMS(var_names) ? var_names[code] : NULL;
}

const char *dt_builtin_func_name(int code)
{
	return code >= 0 && code < NELEMS(func_names) ? func_names[code] : NULL;
}

const char *dt_builtin_var_type(int code)
{
	return code >= 0 && code < NELEMS(var_types) ? var_types[code] : NULL;
}

const char *dt_builtin_func_proto(int code)
{
	return code >= 0 && code < NELEMS(func_protos) ? func_protos[code] : NULL;
}

const char *dt_builtin_aggfunc_proto(int code)
{
	return code >= 0 && code < NELEMS(aggfunc_protos) ? aggfunc_protos[code] : NULL;
}

/* Our result types that the definition names otherwise: the code
 * generator and the output tell a user stack from a kernel one, and a
 * module or an address from a symbol, by the type; DTrace by the action. */
const char *dt_builtin_result_name(const char *internal)
{
	static const char *const names[][2] = {
		{ "ustack", "stack" }, { "_modaddr", "_symaddr" },
		{ "_umodaddr", "_usymaddr" }, { "_uaddr", "_usymaddr" },
	};
	for (int i = 0; internal && i < NELEMS(names); i++)
		if (strcmp(names[i][0], internal) == 0)
			return names[i][1];
	return NULL;
}

static void copy_trim(char *dst, size_t len, const char *s, size_t n)
{
	while (n && *s == ' ')
		s++, n--;
	while (n && s[n - 1] == ' ')
		n--;
	if (n >= len)
		n = len - 1;
	memcpy(dst, s, n);
	dst[n] = '\0';
}

/* A parameter's type is looked up by name as Oracle's libdtrace looks it
 * up (CTF's name lookup): qualifier keywords are skipped, so the type a
 * "const char *" parameter has, and D_PROTO_ARG's "prototype:" line names,
 * is "char *". */
static void drop_qualifiers(char *w)
{
	static const char *const quals[] = { "const", "volatile", "restrict" };
	char *o = w;

	for (const char *c = w; *c;) {
		size_t n = strcspn(c, " *");
		bool qual = false;
		for (size_t q = 0; q < sizeof(quals) / sizeof(quals[0]); q++)
			qual = qual || (n == strlen(quals[q]) && strncmp(c, quals[q], n) == 0);
		if (qual) {
			c += n;
			while (*c == ' ')
				c++;
			continue;
		}
		memmove(o, c, n);
		o += n;
		c += n;
		while (*c == ' ' || *c == '*')
			*o++ = *c++;
	}
	while (o > w && o[-1] == ' ')
		o--;
	*o = '\0';
}

void dt_proto_parse(const char *s, struct dt_proto *p)
{
	const char *lp = strchr(s, '(');
	memset(p, 0, sizeof(*p));
	if (!lp)
		return;
	copy_trim(p->ret, sizeof(p->ret), s, (size_t)(lp - s));
	const char *c = lp + 1;
	bool optional_seen = false;
	while (*c && *c != ')') {
		const char *e = c;
		while (*e && *e != ',' && *e != ')')
			e++;
		char word[64];
		copy_trim(word, sizeof(word), c, (size_t)(e - c));
		if (strcmp(word, "...") == 0) {
			p->varargs = true;
		} else if (word[0] == '[' && p->nparams < DT_PROTO_MAXARGS) {
			size_t wl = strlen(word);
			copy_trim(p->params[p->nparams], sizeof(p->params[0]),
				  word + 1, wl >= 2 ? wl - 2 : 0);
			drop_qualifiers(p->params[p->nparams++]);
			optional_seen = true;
		} else if (word[0] && p->nparams < DT_PROTO_MAXARGS) {
			snprintf(p->params[p->nparams], sizeof(p->params[0]), "%s", word);
			drop_qualifiers(p->params[p->nparams++]);
			if (!optional_seen)
				p->nreq = p->nparams;
		}
		c = *e == ',' ? e + 1 : e;
	}
}

/* The D library's constants (the register names that index uregs[] are
 * the architecture's: dt_arch_reg_const). */
static const struct { const char *name; int64_t value; const char *type; } consts[] = {
	{ "NULL", 0, "uintptr_t" },
	{ "NANOSEC", 1000000000, "int64_t" }, { "MICROSEC", 1000000, "int64_t" },
	{ "MILLISEC", 1000, "int64_t" },
	{ "AF_UNSPEC", 0, "int" }, { "AF_UNIX", 1, "int" }, { "AF_INET", 2, "int" },
	{ "AF_INET6", 10, "int" },
	{ "ARPHRD_ETHER", 1, "int" }, { "ARPHRD_INFINIBAND", 32, "int" },
	{ "SIGHUP", 1, "int" }, { "SIGINT", 2, "int" }, { "SIGQUIT", 3, "int" },
	{ "SIGILL", 4, "int" }, { "SIGTRAP", 5, "int" }, { "SIGABRT", 6, "int" },
	{ "SIGBUS", 7, "int" }, { "SIGFPE", 8, "int" }, { "SIGKILL", 9, "int" },
	{ "SIGUSR1", 10, "int" }, { "SIGSEGV", 11, "int" }, { "SIGUSR2", 12, "int" },
	{ "SIGPIPE", 13, "int" }, { "SIGALRM", 14, "int" }, { "SIGTERM", 15, "int" },
	{ "SIGCHLD", 17, "int" }, { "SIGCONT", 18, "int" }, { "SIGSTOP", 19, "int" },
	/* fault codes of dtrace:::ERROR's arg4 */
	{ "DTRACEFLT_UNKNOWN", 0, "int" }, { "DTRACEFLT_BADADDR", 1, "int" },
	{ "DTRACEFLT_BADALIGN", 2, "int" }, { "DTRACEFLT_ILLOP", 3, "int" },
	{ "DTRACEFLT_DIVZERO", 4, "int" }, { "DTRACEFLT_NOSCRATCH", 5, "int" },
	{ "DTRACEFLT_KPRIV", 6, "int" }, { "DTRACEFLT_UPRIV", 7, "int" },
	{ "DTRACEFLT_TUPOFLOW", 8, "int" }, { "DTRACEFLT_BADSTACK", 9, "int" },
	{ "PR_MODEL_ILP32", 1, "int" }, { "PR_MODEL_LP64", 2, "int" },
};

bool dt_builtin_const_lookup(const char *name, int64_t *value, const char **type)
{
	for (int i = 0; i < NELEMS(consts); i++) {
		if (strcmp(consts[i].name, name) == 0) {
			*value = consts[i].value;
			*type = consts[i].type;
			return true;
		}
	}
	if (dt_arch_reg_const(name, value)) {
		*type = "int";
		return true;
	}
	return false;
}

/* Built-in functions newer than 1.0 (DTrace's table of identifiers). */
static uint32_t func_since(int code)
{
	static const char *const v1_1[] = {
		"strstr", "strchr", "strrchr", "strtok", "substr", "index", "rindex",
		"freopen", "ftruncate", NULL,
	};
	const char *name = dt_builtin_func_name(code);
	for (int i = 0; name && v1_1[i]; i++)
		if (strcmp(v1_1[i], name) == 0)
			return DT_VERS(1, 1, 0);
	return DT_VERS(1, 0, 0);
}

bool dt_version_has_func(dtrace_hdl_t *h, int code)
{
	const char *s = dt_opt_str(h, OPT_version);
	uint32_t v;
	if (!s || !dt_version_parse(s, &v))
		return true;
	return func_since(code) <= v;
}
