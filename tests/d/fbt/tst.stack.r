== kprobe
vfs_read:entry: first frame is caller yes, in ksys_read
== kmulti
vfs_read:entry: first frame is caller yes, in ksys_read
== fentry
vfs_read:entry: first frame is caller yes, in ksys_read
