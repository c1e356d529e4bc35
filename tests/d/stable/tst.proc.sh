# proc provider: every probe this kernel has, under a workload of the
# test's own (children of $target only; output sorted: CPUs interleave).
# -Z: arm64 has no start and lwp-start (a new thread's return from clone
# passes no syscall exit tracepoint there): tst.proc.aarch64.r.
# @@needs: test -x /usr/bin/python3
$DTRACE -Zqs /dev/stdin -c ./proc-work.sh <<'D' | sort
proc:::create /pid == $target/ { printf("create: parent %d\n", args[0]->pr_ppid == pid); }
/* kernels before 6.9 fire exec at execve()'s entry, so also for a path
 * that does not exist (/nonexistent/...); later ones once it is opened */
proc:::exec /ppid == $target && dirname(args[0]) != "/nonexistent"/ { printf("exec %s\n", basename(args[0])); }
proc:::exec-success /ppid == $target/ { printf("exec-success %s\n", execname); }
proc:::exec-failure /ppid == $target/ { printf("exec-failure %d\n", args[0]); }
proc:::start /ppid == $target/ { printf("start\n"); }
proc:::lwp-start /ppid == $target && tid == pid/ { printf("lwp-start\n"); }
proc:::lwp-start /ppid == $target && tid != pid/ { printf("lwp-start thread %s\n", execname); }
proc:::lwp-create /ppid == $target/ { printf("lwp-create %s new %d\n", execname, args[0]->pr_lwpid != tid && args[1]->pr_pid == pid); }
proc:::lwp-exit /ppid == $target && tid != pid/ { printf("lwp-exit thread %s\n", execname); }
proc:::exit /ppid == $target/ { printf("exit %s %d\n", execname, args[0]); }
proc:::signal-send /pid == $target && args[2] == 10/ { printf("signal-send %d to %s\n", args[2], args[1]->pr_fname); }
/* python3's thread may still be leaving when the process exits: the
 * kernel then kills it with SIGKILL, a race that is not the workload's */
proc:::signal-handle /ppid == $target && !(args[0] == 9 && execname == "python3")/ { printf("signal-handle %d %s (%d)\n", args[0], execname, args[1] ? args[1]->si_signo : -1); }
D
