# Typed args[] through a kernel pointer, under each mechanism:
# do_sys_openat2(int dfd, const char *filename, struct open_how *how).
# O_LARGEFILE (0x8000) is what the kernel adds on 64-bit.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
for m in kprobe kmulti fentry; do
	echo "== $m"
	_DTRACE_FBT=$m $DTRACE -qn '
	fbt::do_sys_openat2:entry /pid == $target && copyinstr(arg1) == $$1/ {
		printf("%s dfd=%d flags=%x mode=%o\n", probefunc, args[0], args[2]->flags,
		    args[2]->mode);
	}' -c "dd if=$d/f of=/dev/null status=none" "$d/f"
done
