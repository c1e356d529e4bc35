# -x bpflog prints the verifier's log (-v is DTrace's stability report);
# a log longer than its buffer must not make the load fail (the kernel
# reports ENOSPC however verification went).
# fds[] and d_path() loop: their verification log is long.
dir=$(mktemp -d /tmp/biglog.XXXXXX)
trap 'rm -rf "$dir"' EXIT
printf 'x\n' > "$dir/f"
cd "$dir" || exit 1
$DTRACE -xbpflog -qn '
syscall::read:entry
/pid == $target && fds[arg0].fi_name == "f" && !done/
{
	done = 1;
	printf("%s %s %s\n", fds[arg0].fi_name, fds[arg0].fi_dirname, fds[arg0].fi_pathname);
	printf("%d %s\n", fds[arg0].fi_offset, fds[arg0].fi_fs == "" ? "nofs" : "fs");
	printf("%s %s\n", fds[-1].fi_name, d_path(&curthread->fs->pwd));
}' -c "dd if=f of=/dev/null status=none" 2>/dev/null | sed "s|$dir|DIR|g" | cut -d' ' -f1-3
echo "exit ${PIPESTATUS[0]}"
