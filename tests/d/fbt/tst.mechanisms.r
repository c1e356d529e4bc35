== kprobe
vfs_read:entry count=4096 args[2]=4096
vfs_read:return arg0=0 arg1=3 args[1]=3

== kmulti
vfs_read:entry count=4096 args[2]=4096
vfs_read:return arg0=0 arg1=3 args[1]=3

== fentry
vfs_read:entry count=4096 args[2]=4096
vfs_read:return arg0=0 arg1=3 args[1]=3

