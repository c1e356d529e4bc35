== fbt::vfs_*:entry
links: kprobe_multi=1
exit 0, left behind: 0
== fbt::vfs_read:entry, fbt::vfs_read:return
links: tracing=2
exit 0, left behind: 0
