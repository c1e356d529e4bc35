== kprobe
vfs_read:entry count=4096 args[2]=4096
vfs_read:return arg0=-1 arg1=3 args[1]=3

== kmulti
vfs_read:entry count=4096 args[2]=4096
vfs_read:return arg0=-1 arg1=3 args[1]=3

== fentry
vfs_read:entry count=4096 args[2]=4096
vfs_read:return arg0=-1 arg1=3 args[1]=3

-- @@stderr --
dtrace: line 6: fbt return probes' arg0 (the offset of the return instruction taken) is -1 on Linux: kretprobes, kprobe-multi and fexit programs run after the function has returned, and none sees which return it took
dtrace: line 6: fbt return probes' arg0 (the offset of the return instruction taken) is -1 on Linux: kretprobes, kprobe-multi and fexit programs run after the function has returned, and none sees which return it took
dtrace: line 6: fbt return probes' arg0 (the offset of the return instruction taken) is -1 on Linux: kretprobes, kprobe-multi and fexit programs run after the function has returned, and none sees which return it took
