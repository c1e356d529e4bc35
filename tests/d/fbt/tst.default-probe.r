== kprobe
ksys_read:entry
ksys_read:return
vfs_read:entry
vfs_read:return
== kmulti
ksys_read:entry
ksys_read:return
vfs_read:entry
vfs_read:return
== fentry
ksys_read:entry
ksys_read:return
vfs_read:entry
vfs_read:return
== fbt::vfs_*:entry
vfs_*:entry
