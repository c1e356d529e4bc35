# The D library's fds[] (guide: io provider, fileinfo_t; "fds[]" of the D
# library): fileinfo_t of the current process's open file descriptors.
# A file read by dd shows its name, directory, path, offset, file
# system, mount point and open flags; an fd that is not open shows
# "<none>" and offset -1.
# d_path() gives the path of a struct path (here also the cwd).
dir=$(mktemp -d /tmp/fds.XXXXXX)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/sub dir"
f="$dir/sub dir/data.txt"
printf 'hello\n' > "$f"
mnt=$(stat -c %m "$dir")
# the file system type as the kernel names it: mountinfo's field after "-"
fs=$(awk -v m="$mnt" '$5 == m { for (i = 7; $i != "-"; i++) ; t = $(i + 1) } END { print t }' \
	/proc/self/mountinfo)

cd "$dir/sub dir" || exit 1
$DTRACE -qn '
syscall::read:entry
/pid == $target && fds[arg0].fi_name == "data.txt" && !done/
{
	done = 1;
	printf("name=%s\n", fds[arg0].fi_name);
	printf("dirname=%s\n", fds[arg0].fi_dirname);
	printf("pathname=%s\n", fds[arg0].fi_pathname);
	printf("offset=%d\n", fds[arg0].fi_offset);
	printf("fs=%s\n", fds[arg0].fi_fs);
	printf("mount=%s\n", fds[arg0].fi_mount);
	printf("rdonly=%d\n", (fds[arg0].fi_oflags & O_ACCMODE) == O_RDONLY);
	printf("closed=%s %s %d\n", fds[-1].fi_name, fds[100000].fi_pathname,
	    fds[-1].fi_offset);
	printf("cwd=%s\n", d_path(&curthread->fs->pwd));
}' -c "dd if=data.txt of=/dev/null status=none" > "$dir/out" 2>&1
sed -e "s|$dir|DIR|g" -e "s|fs=$fs\$|fs=FS|" -e "s|mount=$mnt\$|mount=MNT|" "$dir/out"
