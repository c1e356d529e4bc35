/*
 * D's built-in variables and functions: the codes sema stores in
 * dt_ident.id for ID_BUILTIN (DT_BV_*), ID_FUNC (DT_F_*) and ID_AGGFUNC
 * (enum dt_aggfunc of program.h), and that the code generator switches on.
 * builtins.c holds the name -> code tables and the prototypes sema checks.
 */
#ifndef DT_BUILTINS_H
#define DT_BUILTINS_H

#include <stdbool.h>
#include <stdint.h>

#include "dtrace.h"
#include "lang/types.h"

/* Built-in variables. */
enum dt_builtin_var {
	DT_BV_ARG0, DT_BV_ARG1, DT_BV_ARG2, DT_BV_ARG3, DT_BV_ARG4,
	DT_BV_ARG5, DT_BV_ARG6, DT_BV_ARG7, DT_BV_ARG8, DT_BV_ARG9,
					/* int64_t: raw probe arguments */
	DT_BV_ARGS,			/* args[]: typed probe arguments */
	DT_BV_PID,			/* pid_t: process id (tgid) */
	DT_BV_TID,			/* id_t: thread id */
	DT_BV_PPID,			/* pid_t: parent process id */
	DT_BV_UID,			/* uid_t: real user id */
	DT_BV_GID,			/* gid_t: real group id */
	DT_BV_EXECNAME,			/* string: current process name (comm) */
	DT_BV_TIMESTAMP,		/* uint64_t: ns since boot (monotonic) */
	DT_BV_VTIMESTAMP,		/* uint64_t: thread's on-CPU ns */
	DT_BV_WALLTIMESTAMP,		/* int64_t: ns since the epoch */
	DT_BV_CPU,			/* processorid_t: cpu (the D library's `cpu`) */
	DT_BV_CURCPU,			/* cpuinfo_t *: current CPU */
	DT_BV_CURTHREAD,		/* vmlinux`struct task_struct *: current task */
	DT_BV_PROBEPROV,		/* string: provider of the firing probe */
	DT_BV_PROBEMOD,			/* string: module */
	DT_BV_PROBEFUNC,		/* string: function */
	DT_BV_PROBENAME,		/* string: name */
	DT_BV_ERRNO,			/* int: errno of the last syscall */
	DT_BV_EPID,			/* uint_t: enabled probe id */
	DT_BV_ID,			/* uint_t: probe id */
	DT_BV_STACKDEPTH,		/* uint32_t: kernel stack depth */
	DT_BV_USTACKDEPTH,		/* uint32_t: user stack depth */
	DT_BV_CALLER,			/* uintptr_t: kernel caller pc */
	DT_BV_UCALLER,			/* uint64_t: user caller pc */
	DT_BV_IPL,			/* uint_t: interrupt priority level */
	DT_BV_UREGS,			/* uint64_t[]: user registers */
	DT_BV_CURLWPSINFO,		/* lwpsinfo_t *: via translator */
	DT_BV_CURPSINFO,		/* psinfo_t *: via translator */
	DT_BV_EXECARGS,			/* string: process arguments */
	DT_BV_CWD,			/* string: current working directory */
	DT_BV_ROOTDIR,			/* string: root directory */
	DT_BV_ZONENAME,			/* string: the container identity (cg_cgroup.c) */
	DT_BV_PROJID,			/* projid_t (Solaris; 0 here) */
	DT_BV_TASKID,			/* taskid_t (Solaris; 0 here) */
	DT_BV_CGROUP,			/* uint64_t: cgroup v2 id of the task */
	DT_BV_CGROUP_PATH,		/* string: its path from the hierarchy's root */
	DT_BV_NSPID,			/* pid_t: pid in the task's pid namespace */
	DT_BV_NSTID,			/* id_t: tid in the task's pid namespace */
	DT_BV__COUNT
};

/* Built-in functions: actions and subroutines (aggregating functions use
 * enum dt_aggfunc). */
enum dt_builtin_func {
	/* -- data recording actions -- */
	DT_F_TRACE,		/* trace(expr) */
	DT_F_PRINTF,		/* printf(fmt, ...) */
	DT_F_PRINTA,		/* printa([fmt,] @a, ...) */
	DT_F_PRINT,		/* print(expr): typed pretty print */
	DT_F_PRINTM,		/* printm(size, ptr) */
	DT_F_TRACEMEM,		/* tracemem(addr, size [, dynsize]) */
	DT_F_STACK,		/* stack([nframes]) */
	DT_F_USTACK,		/* ustack([nframes [, strsize]]) */
	DT_F_JSTACK,		/* jstack([nframes [, strsize]]) */
	DT_F_SYM,		/* sym(addr): kernel symbol */
	DT_F_FUNC,		/* func(addr): same as sym */
	DT_F_MOD,		/* mod(addr): kernel module */
	DT_F_USYM,		/* usym(addr): user symbol */
	DT_F_UFUNC,		/* ufunc(addr) */
	DT_F_UMOD,		/* umod(addr) */
	DT_F_UADDR,		/* uaddr(addr) */
	DT_F_SETOPT,		/* setopt(name [, value]) */
	DT_F_FTRUNCATE,		/* ftruncate() */
	DT_F_FREOPEN,		/* freopen(fmt, ...) */
	/* -- aggregation actions -- */
	DT_F_CLEAR,		/* clear(@a) */
	DT_F_TRUNC,		/* trunc(@a [, n]) */
	DT_F_NORMALIZE,		/* normalize(@a, n) */
	DT_F_DENORMALIZE,	/* denormalize(@a) */
	/* -- destructive actions -- */
	DT_F_EXIT,		/* exit(status) */
	DT_F_SYSTEM,		/* system(fmt, ...) */
	DT_F_RAISE,		/* raise(sig) */
	DT_F_STOP,		/* stop() */
	DT_F_PANIC,		/* panic() */
	DT_F_BREAKPOINT,	/* breakpoint() */
	DT_F_CHILL,		/* chill(ns) */
	DT_F_COPYOUT,		/* copyout(buf, addr, size) */
	DT_F_COPYOUTSTR,	/* copyoutstr(str, addr, size) */
	/* -- speculation -- */
	DT_F_SPECULATION,	/* speculation(): new speculation id */
	DT_F_SPECULATE,		/* speculate(id) */
	DT_F_COMMIT,		/* commit(id) */
	DT_F_DISCARD,		/* discard(id) */
	/* -- memory subroutines -- */
	DT_F_ALLOCA,		/* alloca(size): scratch memory */
	DT_F_BCOPY,		/* bcopy(src, dst, size) */
	DT_F_COPYIN,		/* copyin(uaddr, size) */
	DT_F_COPYINSTR,		/* copyinstr(uaddr [, maxlen]) */
	DT_F_COPYINTO,		/* copyinto(uaddr, size, dst) */
	/* -- string subroutines -- */
	DT_F_STRLEN,		/* strlen(s) */
	DT_F_STRJOIN,		/* strjoin(a, b) */
	DT_F_STRCHR,		/* strchr(s, c) */
	DT_F_STRRCHR,		/* strrchr(s, c) */
	DT_F_STRSTR,		/* strstr(s, sub) */
	DT_F_STRTOK,		/* strtok(s, delim) */
	DT_F_SUBSTR,		/* substr(s, idx [, len]) */
	DT_F_INDEX,		/* index(s, sub [, start]) */
	DT_F_RINDEX,		/* rindex(s, sub [, start]) */
	DT_F_TOUPPER,		/* toupper(s) */
	DT_F_TOLOWER,		/* tolower(s) */
	DT_F_LLTOSTR,		/* lltostr(n [, base]) */
	DT_F_BASENAME,		/* basename(s) */
	DT_F_DIRNAME,		/* dirname(s) */
	DT_F_CLEANPATH,		/* cleanpath(s) */
	DT_F_D_PATH,		/* d_path(struct path *) */
	/* -- network subroutines -- */
	DT_F_HTONS, DT_F_HTONL, DT_F_HTONLL,	/* host to network order */
	DT_F_NTOHS, DT_F_NTOHL, DT_F_NTOHLL,	/* network to host order */
	DT_F_INET_NTOA,		/* inet_ntoa(ipaddr_t *) */
	DT_F_INET_NTOA6,	/* inet_ntoa6(in6_addr_t *) */
	DT_F_INET_NTOP,		/* inet_ntop(af, addr) */
	DT_F_LINK_NTOP,		/* link_ntop(type, addr) */
	/* -- kernel object subroutines -- */
	DT_F_MUTEX_OWNED,	/* mutex_owned(mutex) */
	DT_F_MUTEX_OWNER,	/* mutex_owner(mutex) */
	DT_F_MUTEX_TYPE_ADAPTIVE, /* mutex_type_adaptive(mutex) */
	DT_F_MUTEX_TYPE_SPIN,	/* mutex_type_spin(mutex) */
	DT_F_RW_READ_HELD,	/* rw_read_held(rwlock) */
	DT_F_RW_WRITE_HELD,	/* rw_write_held(rwlock) */
	DT_F_RW_ISWRITER,	/* rw_iswriter(rwlock) */
	DT_F_PROGENYOF,		/* progenyof(pid) */
	DT_F_GETMAJOR,		/* getmajor(dev) */
	DT_F_GETMINOR,		/* getminor(dev) */
	DT_F_MSGSIZE,		/* msgsize(mblk) */
	DT_F_MSGDSIZE,		/* msgdsize(mblk) */
	DT_F_DDI_PATHNAME,	/* ddi_pathname(dip, minor) */
	/* -- misc -- */
	DT_F_RAND,		/* rand() */
	DT_F_PCAP,		/* pcap(addr, proto): packet capture */
	DT_F_PSARGS,		/* _psargs(start, end): the D library's pr_psargs */
	DT_F_MNTPATH,		/* _mntpath(vfsmount): the D library's fi_mount */
	DT_F__COUNT
};

/* Lookup of names to codes (builtins.c).  Return -1 when not a builtin. */
int dt_builtin_var_lookup(const char *name);
int dt_builtin_func_lookup(const char *name);
int dt_builtin_aggfunc_lookup(const char *name);	/* enum dt_aggfunc */
const char *dt_builtin_var_name(int code);
const char *dt_builtin_func_name(int code);

/* Type name of a builtin variable ("pid_t", "string", "int64_t"; NULL for
 * args[] and uregs[] whose element types sema decides). */
const char *dt_builtin_var_type(int code);

/* A function prototype as DTrace writes them: "void *(size_t)",
 * "string(uintptr_t, [size_t])", "void(@, ...)".  `@` takes any value,
 * `[t]` is optional, `...` takes any number more. */
const char *dt_builtin_func_proto(int code);
const char *dt_builtin_aggfunc_proto(int code);
/* The name the definition gives one of our internal result types (a user
 * stack is a "stack", umod()'s and uaddr()'s values are "_usymaddr",
 * mod()'s "_symaddr"), as messages print it; NULL for any other name. */
const char *dt_builtin_result_name(const char *internal);

/* Constants the D library defines (NULL, NANOSEC, AF_INET, R_SP ...):
 * true with *value and *type (a type name) when `name` is one. */
bool dt_builtin_const_lookup(const char *name, int64_t *value, const char **type);

/* A prototype split into its parts (parsed from the string above). */
#define DT_PROTO_MAXARGS 8
struct dt_proto {
	char ret[64];
	char params[DT_PROTO_MAXARGS][64];	/* "@" or a type name */
	int nparams;		/* all listed params */
	int nreq;		/* leading mandatory ones */
	bool varargs;
};
void dt_proto_parse(const char *s, struct dt_proto *p);

/* Is built-in function `code` defined in the D version the program asked
 * for (-xversion)?  Later built-ins are hidden from older programs. */
bool dt_version_has_func(dtrace_hdl_t *h, int code);

#endif
