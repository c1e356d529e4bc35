/* sched_process_fork has two arguments: args[2] is refused at compile time. */
rawtp:sched::sched_process_fork
{
	trace(args[2]);
}
