# proc:::exit's args[0] is why the process exited, as the Guide's CLD_*
# constants name it: CLD_EXITED for exit(3), CLD_KILLED for a signal.
$DTRACE -qn '
proc:::exit /ppid == $target/
{
	printf("%s\n", args[0] == CLD_EXITED ? "CLD_EXITED" : args[0] == CLD_KILLED ?
	    "CLD_KILLED" : args[0] == CLD_DUMPED ? "CLD_DUMPED" : "other");
}
END
{
	printf("%d %d %d %d %d %d\n", CLD_EXITED, CLD_KILLED, CLD_DUMPED, CLD_TRAPPED,
	    CLD_STOPPED, CLD_CONTINUED);
}' -c ./exit-work.sh
