/*
 * Structs and Unions, Pointers and Arrays: kernel memory read through the
 * kernel's types, inside expressions of any shape: a member through a
 * chain of pointers, an array member indexed by a variable, a char array
 * member as a string (an argument of strjoin(), substr(), ?:, strlen()),
 * a scalar through a pointer kept in a variable, and 20 of them nested
 * in one sum.  Each is checked against the built-in variable that reads
 * the same (execname, pid, ppid).
 */
#pragma D option quiet

BEGIN
{
	i = 2;
	p = curthread;
	printf("%d %d %d\n", curthread->comm == execname, curthread->comm[i] == execname[i],
	    (i > 1 ? curthread->comm : curthread->real_parent->comm) == execname);
	printf("%d %d\n", strlen(strjoin(curthread->comm, curthread->real_parent->comm)) ==
	    strlen(execname) + strlen(curthread->real_parent->comm),
	    substr(curthread->comm, i, 3) == substr(execname, i, 3));
	printf("%d %d %d\n", p->pid == tid, ((struct task_struct *)p)->tgid == pid,
	    curthread->real_parent->tgid == ppid);
	printf("%d\n", (curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + ((curthread->real_parent->tgid + (0)))))))))))))))))))))))))))))))))))))))) == 20 * ppid);
	tracemem(curthread->comm, 7);	/* past the NUL: what the kernel left (5.10 does not clear it) */
	exit(0);
}
