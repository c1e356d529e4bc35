/*
 * Process and thread information: psinfo_t and lwpsinfo_t (after the
 * Solaris <sys/procfs.h> layouts DTrace scripts expect), their translators
 * from Linux's struct task_struct, and curpsinfo / curlwpsinfo.
 *
 * Members the translators leave undefined (pr_size, pr_pctcpu, pr_cpu ...)
 * have no Linux counterpart: reading them is a compile error
 * (D_XLATE_NOCONV), as in DTrace.  A task's memory map, tty or parent may
 * be absent (kernel threads, exiting tasks): members reading them test
 * the pointer first, so they read 0 (pr_ttydev: PRNODEV) instead of
 * faulting.
 *
 * Where the Guide defines a member's values, they are the Guide's, not
 * Linux's: pr_flag holds PR_* flags (not task_struct.flags' PF_*), pr_pri
 * is high for a high priority (139 - task_struct.prio, as ps -o pri
 * shows; the kernel's prio is low for a high one).
 */

/* A time of day (pr_start) or a duration (pr_time), as proc(4) has it. */
typedef struct timestruc {
	time_t	tv_sec;
	long	tv_nsec;
} timestruc_t;

/* Nanoseconds to a timestruc_t. */
translator timestruc_t < int64_t NS > {
	tv_sec = NS / 1000000000;
	tv_nsec = NS % 1000000000;
};

typedef struct psinfo {
	int	pr_flag;	/* process flags: PR_ISSYS, PR_PTRACE */
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
	dev_t	pr_ttydev;	/* controlling tty (as /proc/PID/stat's tty_nr
			 * encodes it), or PRNODEV */
	ushort_t pr_pctcpu;
	ushort_t pr_pctmem;
	timestruc_t pr_start;	/* start time, from the epoch */
	timestruc_t pr_time;
	timestruc_t pr_ctime;
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
	int	pr_flag;	/* PR_STOPPED, PR_ASLEEP, PR_IDLE and the
			 * process flags */
	id_t	pr_lwpid;	/* thread id */
	uintptr_t pr_addr;	/* the task_struct */
	uintptr_t pr_wchan;
	char	pr_stype;
	char	pr_state;	/* SSLEEP, SRUN, SZOMB, SSTOP, SIDL, SONPROC, SWAIT */
	char	pr_sname;	/* the state as a letter: S R Z T I O W */
	char	pr_nice;
	short	pr_syscall;	/* not translated: no portable view of
			 * another task's system call */
	char	pr_oldpri;
	char	pr_cpu;
	int	pr_pri;		/* 139 - task_struct.prio: high is high
			 * (RT 40..139, normal 0..39) */
	ushort_t pr_pctcpu;
	timestruc_t pr_start;	/* start time, from the epoch */
	timestruc_t pr_time;
	char	pr_clname[8];	/* scheduling class: "TS" (SCHED_OTHER,
			 * SCHED_BATCH), "RT" (SCHED_FIFO, SCHED_RR), and
			 * as ps(1) names Linux's own: "IDL", "DLN" */
	char	pr_name[16];	/* thread name */
	processorid_t pr_onpro;	/* CPU it last ran on */
	processorid_t pr_bindpro;
	psetid_t pr_bindpset;
	int	pr_lgrp;
} lwpsinfo_t;

/* pr_flag values (Solaris <sys/procfs.h>); those with no Linux
 * counterpart are never set */
inline int PR_STOPPED = 0x00000001;
inline int PR_ISTOP = 0x00000002;
inline int PR_DSTOP = 0x00000004;
inline int PR_STEP = 0x00000008;
inline int PR_ASLEEP = 0x00000010;
inline int PR_PCINVAL = 0x00000020;
inline int PR_ASLWP = 0x00000040;
inline int PR_AGENT = 0x00000080;
inline int PR_DETACH = 0x00000100;
inline int PR_DAEMON = 0x00000200;
inline int PR_IDLE = 0x00000400;
inline int PR_ISSYS = 0x00001000;
inline int PR_VFORKP = 0x00002000;
inline int PR_ORPHAN = 0x00004000;
inline int PR_NOSIGCHLD = 0x00008000;
inline int PR_WAITPID = 0x00010000;
inline int PR_FORK = 0x00100000;
inline int PR_RLC = 0x00200000;
inline int PR_KLC = 0x00400000;
inline int PR_ASYNC = 0x00800000;
inline int PR_MSACCT = 0x01000000;
inline int PR_BPTADJ = 0x02000000;
inline int PR_PTRACE = 0x04000000;
inline int PR_MSFORK = 0x08000000;

/* proc:::exit's args[0], why the process exited (the Guide's proc
 * chapter; the kernel's si_code values for SIGCHLD) */
inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;
inline int CLD_TRAPPED = 4;
inline int CLD_STOPPED = 5;
inline int CLD_CONTINUED = 6;

/* pr_ttydev of a process without a controlling terminal */
inline dev_t PRNODEV = (dev_t)-1;

/* pr_state values */
inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

/* The process flags Linux has: a kernel thread (PF_KTHREAD) is a system
 * process; a traced one (task_struct.ptrace) is under ptrace(2). */
inline int _pr_procflags[struct task_struct *T] =
    (T->flags & 0x00200000 ? PR_ISSYS : 0) | (T->ptrace ? PR_PTRACE : 0);

/* The start time from the epoch: task_struct.start_time is CLOCK_MONOTONIC,
 * which walltimestamp - timestamp turns into the time of day (off by the
 * time the machine was suspended since, which the monotonic clock skips). */
inline timestruc_t _pr_start[struct task_struct *T] =
    xlate <timestruc_t> ((int64_t)T->start_time + (int64_t)(walltimestamp - timestamp));

translator psinfo_t < struct task_struct *T > {
	pr_flag = _pr_procflags[T];
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
	/* major and minor as the kernel's new_encode_dev() joins them for
	 * /proc/PID/stat and stat(2) */
	pr_ttydev = T->signal && T->signal->tty ?
	    (dev_t)(T->signal->tty->driver->major << 8 |
	    (T->signal->tty->driver->minor_start + T->signal->tty->index) & 0xff |
	    ((T->signal->tty->driver->minor_start + T->signal->tty->index) & ~0xff) << 12) :
	    PRNODEV;
	pr_start = _pr_start[T];
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
	/* a 32-bit ABI's (ia32, x32, arm32 compat) address space ends below
	 * 4 GiB (mm->task_size); a kernel thread has the kernel's model */
	pr_dmodel = T->mm && T->mm->task_size <= 0x100000000 ? PR_MODEL_ILP32 :
	    PR_MODEL_LP64;
	pr_taskid = 0;
	pr_projid = 0;
	pr_nzomb = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
};

translator lwpsinfo_t < struct task_struct *T > {
	/* __TASK_STOPPED | __TASK_TRACED: stopped; TASK_INTERRUPTIBLE |
	 * TASK_UNINTERRUPTIBLE of a user thread: asleep in a system call
	 * (or a page fault); PF_IDLE: a CPU's idle thread */
	pr_flag = (T->__state & 0xc ? PR_STOPPED : 0) |
	    (T->__state & 0x3 && !(T->flags & 0x00200000) ? PR_ASLEEP : 0) |
	    (T->flags & 0x2 ? PR_IDLE : 0) | _pr_procflags[T];
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
	pr_pri = 139 - T->prio;
	pr_clname = T->policy == 1 || T->policy == 2 ? "RT" :
	    T->policy == 5 ? "IDL" : T->policy == 6 ? "DLN" : "TS";
	pr_start = _pr_start[T];
	pr_name = T->comm;
	pr_onpro = T->cpu;
	/* bound: allowed on one CPU only (sched_setaffinity(), taskset),
	 * which it then runs on; else PBIND_NONE */
	pr_bindpro = T->nr_cpus_allowed == 1 ? T->cpu : -1;
	pr_bindpset = -1;
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
