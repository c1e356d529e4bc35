# An fbt probe whose fentry program the kernel's verifier refuses goes
# through a kprobe instead, per function (the rest of the compile keeps
# fentry): call_rcu's function-pointer argument (6.12: "arg1 type
# FUNC_PROTO is not a struct"), kallsyms_lookup's char ** (6.12, 6.1-rt),
# vfs_read's char * (5.10: any pointer other than to a struct).  The
# workload runs a process (its exit frees the task through call_rcu),
# reads a file, and lists traceable functions (ftrace names each with
# kallsyms_lookup).  In a guest: the host has no kprobes.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
cat >"$d/work" <<WORK
head -c 20000 /sys/kernel/tracing/available_filter_functions >/dev/null
/bin/true
dd if=$d/f of=/dev/null bs=4096 count=1 status=none
WORK
$DTRACE -qn '
fbt::call_rcu:entry, fbt::kallsyms_lookup:entry { @[probefunc] = max(1); }
fbt::vfs_read:entry /execname == "dd" && arg2 == 4096/ { @[probefunc] = max(1); }
fbt::vfs_read:entry /execname == "dd" && arg2 == 4096/ { printf("vfs_read count=%d\n", args[2]); }
' -c "sh $d/work"
