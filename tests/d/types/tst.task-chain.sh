# Member chains through kernel pointers (BTF types): the dtrace process's
# own pid, its parent's pid (real_parent->tgid) and comm, checked against
# what /proc says about the same process.
$DTRACE -qn 'BEGIN {
	printf("%d %d %d %s %s\n", curthread->tgid, curthread->real_parent->tgid,
	    ((struct task_struct *)curthread)->pid, curthread->comm,
	    stringof(curthread->group_leader->comm));
	exit(0);
}' >out.$$ &
child=$!
wait $child
status=$?
read -r tgid ppid tid comm leader <out.$$
rm -f out.$$
echo "status $status"
[ "$tgid" = "$child" ] && echo "tgid is the dtrace pid" || echo "tgid $tgid != $child"
[ "$ppid" = "$$" ] && echo "real_parent->tgid is the shell" || echo "ppid $ppid != $$"
[ "$tid" -ge "$tgid" ] && echo "cast pid ok" || echo "cast pid $tid"
echo "comm $comm $leader"
