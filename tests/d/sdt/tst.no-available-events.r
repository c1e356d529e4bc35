cat exits

sdt:sched::sched_process_exit: exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N        sdt             sched                                   sched_process_exec
    N        sdt             sched                                   sched_process_exit
    N        sdt             sched                                   sched_process_fork
    N        sdt             sched                                   sched_process_free
-l sdt:sched::sched_process_[ef]*: exit 0
dtrace: failed to match sdt:ftrace::: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
-l sdt:ftrace::: exit 0
