/*
 * For tst.identity and tst.v1: the zonename and cgroup_path of each perl
 * (the tests' workers, children of the -c target) calling getppid(), and
 * each cgroup id the first time it is seen.
 */
syscall::getppid:entry /progenyof($target) && execname == "perl"/
{
	@zone[zonename] = count();
	@path[cgroup_path] = count();
}

syscall::getppid:entry /progenyof($target) && execname == "perl" && !seen[cgroup]/
{
	seen[cgroup] = 1;
	printf("cgroup %d\n", cgroup);
}

END
{
	printa("zonename %s %@d\n", @zone);
	printa("cgroup_path %s %@d\n", @path);
}
