/*
 * The D library's errno and signal constants (errno.d, signal.d), with
 * the values of the Linux kernel, usable wherever an integer constant is:
 * in expressions, predicates, and switch-like ternaries.
 */
#pragma D option quiet

BEGIN
{
	printf("EPERM=%d ENOENT=%d ESRCH=%d EINTR=%d EIO=%d EBADF=%d\n",
	    EPERM, ENOENT, ESRCH, EINTR, EIO, EBADF);
	printf("EAGAIN=%d EWOULDBLOCK=%d ENOMEM=%d EACCES=%d EFAULT=%d\n",
	    EAGAIN, EWOULDBLOCK, ENOMEM, EACCES, EFAULT);
	printf("EEXIST=%d ENOTDIR=%d EISDIR=%d EINVAL=%d EMFILE=%d ENOSPC=%d\n",
	    EEXIST, ENOTDIR, EISDIR, EINVAL, EMFILE, ENOSPC);
	printf("EPIPE=%d ERANGE=%d EDEADLK=%d ENAMETOOLONG=%d ENOSYS=%d\n",
	    EPIPE, ERANGE, EDEADLK, ENAMETOOLONG, ENOSYS);
	printf("ENOTSUP=%d EOPNOTSUPP=%d ETIMEDOUT=%d ECONNREFUSED=%d\n",
	    ENOTSUP, EOPNOTSUPP, ETIMEDOUT, ECONNREFUSED);
	printf("SIGHUP=%d SIGINT=%d SIGQUIT=%d SIGKILL=%d SIGSEGV=%d SIGPIPE=%d\n",
	    SIGHUP, SIGINT, SIGQUIT, SIGKILL, SIGSEGV, SIGPIPE);
	printf("SIGALRM=%d SIGTERM=%d SIGCHLD=%d SIGCONT=%d SIGSTOP=%d\n",
	    SIGALRM, SIGTERM, SIGCHLD, SIGCONT, SIGSTOP);
	printf("SIGTSTP=%d SIGUSR1=%d SIGUSR2=%d SIGWINCH=%d SIGSYS=%d\n",
	    SIGTSTP, SIGUSR1, SIGUSR2, SIGWINCH, SIGSYS);
	printf("%s\n", -EINTR == -4 ? "negated ok" : "negated wrong");
	exit(0);
}
