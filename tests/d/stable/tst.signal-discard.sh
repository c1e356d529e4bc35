# proc:::signal-discard: a signal the target ignores (SIG_IGN, unblocked)
# is dropped as it is generated: signal-discard fires, with the target's
# lwpsinfo_t, psinfo_t and the signal; signal-send does not.  A signal it
# handles fires signal-send only (signal-work.sh).
$DTRACE -qn '
proc:::signal-discard /args[1]->pr_pid == $target/
{
	printf("discard %d to %s lwp %d\n", args[2], args[1]->pr_fname,
	    args[0]->pr_lwpid == args[1]->pr_pid);
}
proc:::signal-send /args[1]->pr_pid == $target && (args[2] == 10 || args[2] == 12)/
{
	printf("send %d to %s\n", args[2], args[1]->pr_fname);
}' -c ./signal-work.sh
$DTRACE -lvn proc:::signal-discard | grep 'args\['
