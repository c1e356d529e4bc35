# sched provider arguments as the guide types them (sched chapter):
# change-pri's args[2] is the new priority (pri_t, an integer: no
# translator), enqueue's args[2] a cpuinfo_t *, off-cpu's args[0..1]
# lwpsinfo_t * and psinfo_t *.  Compiled only (-e): change-pri fires on
# priority inheritance alone.
$DTRACE -e -n '
sched:::change-pri
{
	this->pri = args[2];
	printf("%d %s %d %d\n", args[0]->pr_lwpid, args[1]->pr_fname, args[2],
	    this->pri + 1);
}
sched:::enqueue
{
	printf("%d %d\n", args[0]->pr_pri, args[2]->cpu_id);
}
sched:::off-cpu
{
	printf("%d %s\n", args[0]->pr_lwpid, args[1]->pr_psargs);
}' && echo compiled
$DTRACE -lv -n sched:::change-pri | sed -n 's/^[[:space:]]*\(args\[[0-9]\]: .*\)/\1/p'
