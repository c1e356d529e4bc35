# ENOMEM: in a memory cgroup too small for a 64 MiB ring buffer, map
# creation fails: one line naming the map and the kernel's reason, exit 1.
# Only where the memory cgroup is charged for BPF maps (5.11 and later:
# bpf_map_kmalloc_node; 5.10 charges RLIMIT_MEMLOCK, which dtrace raises).
# @@needs: test -w /sys/fs/cgroup/memory/cgroup.procs && grep -qw bpf_map_kmalloc_node /proc/kallsyms
cg=/sys/fs/cgroup/memory/dtrace-enomem.$$
mkdir "$cg" || exit 1
trap 'rmdir "$cg"' EXIT
echo 16M > "$cg/memory.limit_in_bytes"
(echo "$BASHPID" > "$cg/cgroup.procs"; exec $DTRACE -b 64m -qn 'BEGIN { exit(0); }') 2>&1
echo "exit $?"
