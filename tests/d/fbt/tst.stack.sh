# fbt stacks start where DTrace starts them, at the probed function's
# caller, under each mechanism: at entry the function's own frame (a
# kprobe's registers, a trampoline's return into it) is not shown, at
# return neither is the fexit trampoline (nor a traced caller's: under
# fentry both functions are traced); caller is the first frame.  Printed without
# offsets or the frames below the caller (they differ between kernels
# and architectures).
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
for m in kprobe kmulti fentry; do
	echo "== $m"
	# return probes under fentry only: on 5.10 a kretprobe's trampoline
	# takes the place of the caller's frame (docs/design.md).  Under
	# fentry the fexit programs make 7.2's trampolines leave no entry
	# frame of vfs_read and ksys_read, 6.12's do (the skip is decided
	# per stack)
	more=; [ $m = fentry ] && more=', fbt::vfs_read:return, fbt::ksys_read:return'
	_DTRACE_FBT=$m $DTRACE -qn 'fbt::vfs_read:entry'"$more"'
	    /pid == $target/ {
		printf("%s:%s %a", probefunc, probename, caller);
		stack();
	}' -c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" |
	awk 'function fn(f) { sub(/^[^`]*`/, "", f); sub(/\+0x[0-9a-f]*$/, "", f); return f }
	     /^[a-z]/ { name = $1; caller = $2; frame = 0; next }
	     NF && ++frame == 1 {
		line = name ": first frame is caller " ($1 == caller ? "yes" : "no: " $1 " vs " caller) \
		    ", " (name ~ /^vfs_read/ ? "in " fn($1) : "not ksys_read " (fn($1) != "ksys_read" ? "yes" : "no"))
		if (name !~ /^vfs_read/)
			print line
	     }
	     NF && frame == 2 && name ~ /^vfs_read/ { print line ", then " fn($1) }'
done >"$d/out"
# the frame below ksys_read, as the kprobe (no trampolines) shows it: its
# caller, which a traced ksys_read's trampoline must not hide (7.2)
below=$(sed -n 's/^vfs_read:entry: .*, then //p' "$d/out" | head -1)
sed "s/, then $below\$/, then ksys_read's caller/" "$d/out"
