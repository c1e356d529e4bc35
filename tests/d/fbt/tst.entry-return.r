vmlinux:vfs_read:entry count=4096 args[2]=4096
vfs_read returned 3 (args[1] 3)

exit 0
