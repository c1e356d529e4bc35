# dtrace -l lists fbt's two probes per function; -v types their arguments
# from the kernel's BTF (the return probe: args[1] is the return type).
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 120
$DTRACE -l -n fbt::vfs_read: | awk 'NR > 1 { print $2, $3, $4, $5 }'
$DTRACE -lv -n fbt::vfs_read:entry -n fbt::vfs_read:return | grep 'args\['
