fbt vmlinux vfs_read entry
fbt vmlinux vfs_read return
		args[0]: struct file *
		args[1]: char *
		args[2]: size_t
		args[3]: loff_t *
		args[0]: int
		args[1]: ssize_t
