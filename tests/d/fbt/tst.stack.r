== kprobe
vfs_read:entry: first frame is caller yes, in ksys_read, then ksys_read's caller
== kmulti
vfs_read:entry: first frame is caller yes, in ksys_read, then ksys_read's caller
== fentry
vfs_read:entry: first frame is caller yes, in ksys_read, then ksys_read's caller
vfs_read:return: first frame is caller yes, in ksys_read, then ksys_read's caller
ksys_read:return: first frame is caller yes, not ksys_read yes
