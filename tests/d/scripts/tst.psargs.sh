# curpsinfo->pr_psargs is the argument list joined by spaces, cut at 79
# bytes (psinfo_t's PRARGSZ is 80), not the command name; char-array
# aggregation keys (pr_fname, pr_psargs) print as strings, as DTrace does.
# @@needs: command -v perl
long=$(printf 'x%.0s' $(seq 100))
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("[%s] [%s]\n", curpsinfo->pr_psargs, curpsinfo->pr_fname);
	@[curpsinfo->pr_fname] = count();
	@a[curpsinfo->pr_psargs] = count();
}' -c "perl -e getppid; -e 1;" &&
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("[%s] %d\n", curpsinfo->pr_psargs, strlen(curpsinfo->pr_psargs));
}' -c "perl -e getppid; $long"
