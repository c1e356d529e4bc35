# io:::wait-start and wait-done (submit_bio_wait's entry and return, as
# fentry/fexit programs) around an fsync of a RAM disk (brd, loaded from
# the guest's kernel package), with translated arguments: the flush is a
# write bio with no data, waited for by submit_bio_wait on every kernel
# (a zeroing, blkdiscard -z, waits in submit_bio_wait on 6.12 but not on 7.2).  devinfo_t of a
# bio needs bio.bi_bdev (5.12): older kernels refuse it (the test skips).
# @@needs: test -e /sys/bus/event_source/devices/kprobe && grep -qa bi_bdev /sys/kernel/btf/vmlinux && ls -d /var/cache/dtrace-vm/*/lib/modules/$(uname -r)/kernel/drivers/block
# @@timeout: 600
kdir=$(ls -d /var/cache/dtrace-vm/*/lib/modules/$(uname -r) | head -1)
modprobe -d "${kdir%/lib/modules/*}" brd rd_nr=1 rd_size=4096 2>&1
for i in $(seq 100); do [ -b /dev/ram0 ] && break; sleep 0.1; done
$DTRACE -qn '
io:::wait-start /pid == $target/
{
	printf("%s %s %s %s write=%d bytes=%d\n", probename, probefunc,
	    args[1]->dev_name, args[1]->dev_statname,
	    (args[0]->b_flags & B_WRITE) != 0, args[0]->b_bcount > 0);
	self->bio = arg0;
}
io:::wait-done /self->bio == arg0/
{
	printf("%s %s err=%d\n", probename, args[1]->dev_pathname, args[0]->b_error);
	self->bio = 0;
}' -c "dd if=/dev/zero of=/dev/ram0 bs=4096 count=1 conv=fsync status=none" | sort -u
rmmod brd 2>/dev/null
exit 0
