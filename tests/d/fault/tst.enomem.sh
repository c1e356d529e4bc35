# ENOMEM: in a memory cgroup too small for a 64 MiB ring buffer, map
# creation fails: one line naming the map and the kernel's reason, exit 1.
# @@needs: test -w /sys/fs/cgroup/memory/cgroup.procs
cg=/sys/fs/cgroup/memory/dtrace-enomem.$$
mkdir "$cg" || exit 1
trap 'rmdir "$cg"' EXIT
echo 16M > "$cg/memory.limit_in_bytes"
(echo "$BASHPID" > "$cg/cgroup.procs"; exec $DTRACE -b 64m -qn 'BEGIN { exit(0); }') 2>&1
echo "exit $?"
