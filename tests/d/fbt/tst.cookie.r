fbt:vmlinux:ksys_read:entry id ok
fbt:vmlinux:vfs_read:entry id ok
fbt:vmlinux:vfs_read:return id ok
fbt:vmlinux:ksys_read:return id ok
== default action
ksys_read:entry id ok
vfs_read:entry id ok
== -F
CPU FUNCTION
 -> ksys_read
   -> vfs_read
   <- vfs_read
 <- ksys_read

