		args[0]: struct task_struct *
		args[1]: struct task_struct *
rawtp:sched::sched_process_fork parent=1 child=1

