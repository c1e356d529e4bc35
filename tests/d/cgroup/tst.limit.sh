# -x cgroup=PATH limits the whole session to the tasks of one cgroup and
# the cgroups below it, in the kernel: with no predicate at all, only
# getppid() calls of workloads in a (3) and a/sub (2) are counted, none
# of b's (5) nor of anything else on the system.  PATH may be given from
# the hierarchy's root (as cgroup_path prints it) or under the mount.
# A path that is no cgroup is refused before anything is loaded.
# @@needs: grep -q " cgroup2 " /proc/mounts && command -v perl
# @@timeout: 60
. ./cglib.sh
cg_make a/sub b
export -f cg_work
export CG_MNT CG_TOP tmp
printf '%s\n' "cg_work a 3" "cg_work a/sub 2" "cg_work b 5" >"$tmp/drive"
for spec in "/$CG_TOP/a" "$CG_MNT/$CG_TOP/a"; do
	$DTRACE -q -x "cgroup=$spec" -c "bash $tmp/drive" -n '
	syscall::getppid:entry { @[cgroup_path] = count(); }
	END { printa("%s %@d\n", @); }' | cg_filter
	echo "exit status ${PIPESTATUS[0]}"
done
$DTRACE -q -x "cgroup=/$CG_TOP/none" -n 'syscall::getppid:entry { }' 2>&1 | cg_filter
echo "exit status ${PIPESTATUS[0]}"
