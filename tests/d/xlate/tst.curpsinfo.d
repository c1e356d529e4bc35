/* curpsinfo, curlwpsinfo and curcpu agree with the builtin variables. */
#pragma D option quiet

/* pr_start, a timestruc_t from the epoch: dtrace started less than a
 * minute ago; one value in the whole firing (walltimestamp and timestamp
 * are) */
BEGIN
{
	this->now = walltimestamp / 1000000000;
	this->sec = curpsinfo->pr_start.tv_sec;
	this->nsec = curpsinfo->pr_start.tv_nsec;
	printf("start %s\n", this->sec <= this->now && this->sec > this->now - 60 &&
	    this->nsec >= 0 && this->nsec < 1000000000 &&
	    curlwpsinfo->pr_start.tv_sec == this->sec &&
	    curlwpsinfo->pr_start.tv_nsec == this->nsec ? "ok" : "BAD");
}

BEGIN
{
	printf("pid %s\n", curpsinfo->pr_pid == pid ? "ok" : "BAD");
	printf("ppid %s\n", curpsinfo->pr_ppid == ppid ? "ok" : "BAD");
	printf("uid %s\n", curpsinfo->pr_uid == uid && curpsinfo->pr_euid == uid ? "ok" : "BAD");
	printf("gid %s\n", curpsinfo->pr_gid == gid ? "ok" : "BAD");
	printf("addr %s\n", curpsinfo->pr_addr == (uintptr_t)curthread ? "ok" : "BAD");
	printf("fname %s\n", curpsinfo->pr_fname == execname ? "ok" : "BAD");
	printf("pgid %s\n", curpsinfo->pr_pgid == $pgid ? "ok" : "BAD");
	printf("sid %s\n", curpsinfo->pr_sid == $sid ? "ok" : "BAD");
	printf("argv %s\n", curpsinfo->pr_argc == 3 &&
	    copyinstr(*(uint64_t *)copyin(curpsinfo->pr_argv + 8, 8)) == "-s" &&
	    curpsinfo->pr_envp == curpsinfo->pr_argv + 8 * 4 ? "ok" : "BAD");
	printf("dmodel %s\n", curpsinfo->pr_dmodel == PR_MODEL_LP64 ? "ok" : "BAD");
	printf("nlwp %s\n", curpsinfo->pr_nlwp >= 1 ? "ok" : "BAD");
	printf("lwpid %s\n", curlwpsinfo->pr_lwpid == tid ? "ok" : "BAD");
	printf("state %c %d\n", curlwpsinfo->pr_sname, curlwpsinfo->pr_state == SONPROC);
	printf("name %s\n", curlwpsinfo->pr_name == execname ? "ok" : "BAD");
	printf("onpro %s\n", curlwpsinfo->pr_onpro == cpu ? "ok" : "BAD");
	printf("clname %s\n", curlwpsinfo->pr_clname);
	printf("cpu %s\n", curcpu->cpu_id == cpu ? "ok" : "BAD");
	printf("chip %d lgrp %d\n", chip, lgrp);
	exit(0);
}
