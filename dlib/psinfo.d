/*
 * Process and thread information: psinfo_t and lwpsinfo_t (after the
 * Solaris <sys/procfs.h> layouts DTrace scripts expect), their translators
 * from Linux's struct task_struct, and curpsinfo / curlwpsinfo.
 *
 * Members the translators leave undefined (pr_size, pr_pctcpu, pr_cpu ...)
 * have no Linux counterpart: reading them is a compile error
 * (D_XLATE_NOCONV), as in DTrace.  A task's memory map, tty or parent may
 * be absent (kernel threads, exiting tasks): members reading them test
 * the pointer first, so they read 0 instead of faulting.
 */

typedef struct psinfo {
	int	pr_flag;	/* process flags (task_struct.flags) */
	int	pr_nlwp;	/* number of threads */
	pid_t	pr_pid;
	pid_t	pr_ppid;
	pid_t	pr_pgid;
	pid_t	pr_sid;
	uid_t	pr_uid;
	uid_t	pr_euid;
	gid_t	pr_gid;
	gid_t	pr_egid;
	uintptr_t pr_addr;	/* the task_struct */
	size_t	pr_size;
	size_t	pr_rssize;
	dev_t	pr_ttydev;	/* controlling tty, 0 when none */
	ushort_t pr_pctcpu;
	ushort_t pr_pctmem;
	int64_t	pr_start;	/* start time, ns since boot */
	int64_t	pr_time;
	int64_t	pr_ctime;
	char	pr_fname[16];	/* command name */
	char	pr_psargs[80];	/* initial characters of the argument list */
	int	pr_wstat;
	int	pr_argc;
	uintptr_t pr_argv;	/* user address of the argument strings */
	uintptr_t pr_envp;	/* user address of the environment strings */
	char	pr_dmodel;	/* PR_MODEL_ILP32 or PR_MODEL_LP64 */
	taskid_t pr_taskid;
	projid_t pr_projid;
	int	pr_nzomb;
	int	pr_poolid;
	zoneid_t pr_zoneid;
	id_t	pr_contract;
} psinfo_t;

typedef struct lwpsinfo {
	int	pr_flag;
	id_t	pr_lwpid;	/* thread id */
	uintptr_t pr_addr;	/* the task_struct */
	uintptr_t pr_wchan;
	char	pr_stype;
	char	pr_state;	/* SSLEEP, SRUN, SZOMB, SSTOP, SIDL, SONPROC, SWAIT */
	char	pr_sname;	/* the state as a letter: S R Z T I O W */
	char	pr_nice;
	short	pr_syscall;
	char	pr_oldpri;
	char	pr_cpu;
	int	pr_pri;		/* kernel priority (task_struct.prio) */
	ushort_t pr_pctcpu;
	int64_t	pr_start;
	int64_t	pr_time;
	char	pr_clname[8];	/* scheduling class: "TS", "RT", "IA" (idle) */
	char	pr_name[16];	/* thread name */
	processorid_t pr_onpro;	/* CPU it last ran on */
	processorid_t pr_bindpro;
	psetid_t pr_bindpset;
	int	pr_lgrp;
} lwpsinfo_t;

/* pr_state values */
inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

translator psinfo_t < struct task_struct *T > {
	pr_flag = T->flags;
	pr_nlwp = T->signal ? T->signal->nr_threads : 1;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent ? T->real_parent->tgid : 0;
	pr_pgid = T->signal && T->signal->pids[PIDTYPE_PGID] ?
	    T->signal->pids[PIDTYPE_PGID]->numbers[0].nr : 0;
	pr_sid = T->signal && T->signal->pids[PIDTYPE_SID] ?
	    T->signal->pids[PIDTYPE_SID]->numbers[0].nr : 0;
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_ttydev = T->signal && T->signal->tty ?
	    (dev_t)(T->signal->tty->driver->major << 20 |
	    (T->signal->tty->driver->minor_start + T->signal->tty->index)) : 0;
	pr_start = T->start_time;
	pr_fname = T->comm;
	/* The argument strings, joined by spaces (mm->arg_start..arg_end);
	 * another process's user memory cannot be read from a probe, so
	 * there the command name stands for them. */
	pr_psargs = T == curthread && T->mm && T->mm->arg_end > T->mm->arg_start ?
	    _psargs(T->mm->arg_start, T->mm->arg_end) : T->comm;
	pr_wstat = T->exit_code;
	/* The initial user stack holds argc, then the argv and envp arrays;
	 * argc can be read (copyin) only in the task itself. */
	pr_argc = T == curthread && T->mm ?
	    *(int *)copyin(T->mm->start_stack, sizeof (int)) : 0;
	pr_argv = T->mm ? T->mm->start_stack + 8 : 0;
	pr_envp = T == curthread && T->mm ? T->mm->start_stack + 16 +
	    8 * *(int *)copyin(T->mm->start_stack, sizeof (int)) : 0;
	pr_dmodel = PR_MODEL_LP64;
	pr_taskid = 0;
	pr_projid = 0;
	pr_nzomb = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
};

translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = T->flags;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_stype = 0;
	pr_state = T->exit_state ? SZOMB :
	    T->__state == 0 ? (T->on_cpu ? SONPROC : SRUN) :
	    T->__state & 0x3 ? SSLEEP :
	    T->__state & 0xc ? SSTOP : SWAIT;
	pr_sname = T->exit_state ? 'Z' :
	    T->__state == 0 ? (T->on_cpu ? 'O' : 'R') :
	    T->__state & 0x3 ? 'S' :
	    T->__state & 0xc ? 'T' : 'W';
	pr_syscall = 0;
	pr_pri = T->prio;
	pr_clname = T->policy == 1 || T->policy == 2 ? "RT" :
	    T->policy == 5 ? "IA" : "TS";
	pr_name = T->comm;
	pr_onpro = T->cpu;
	pr_bindpro = -1;
	pr_bindpset = -1;
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
