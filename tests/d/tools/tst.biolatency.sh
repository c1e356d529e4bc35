# biolatency: 8 direct writes and 8 direct reads of 64 KiB to a file on
# the disk: at least 8 I/Os in the histogram of that disk (a request the
# block layer dispatches from a kernel worker, as it does on a busy
# machine, is not the workload's).
# @@needs: findmnt -n -o SOURCE --target . | grep -q "^/dev/" && { dd if=/dev/zero of=.direct-probe bs=4k count=1 oflag=direct status=none; rc=$?; rm -f .direct-probe; exit $rc; }
# @@timeout: 90
. ./common.sh
disk=$(lsblk -no PKNAME "$(findmnt -no SOURCE -T "$work")" 2>/dev/null | head -1)
[ -n "$disk" ] || disk=$(basename "$(findmnt -no SOURCE -T "$work")")
run biolatency -- "dd if=/dev/zero of=$work/d bs=64k count=8 oflag=direct status=none" \
	"dd if=$work/d of=/dev/null bs=64k iflag=direct status=none" 'exit 0'
n=$(hist_total "$disk (us)")
echo "I/Os on the disk at least 8: $([ "$n" -ge 8 ] && echo yes || echo "no ($n; disk $disk)")"
