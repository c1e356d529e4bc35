== fbt: local copies
0
== rawfbt: .isra .constprop .cold vfs_read
1 1 0 2
== all probes, and -f vfs_read: rawfbt's
0
fbt entry
fbt return
== do_execveat_common
-- kprobe
rawfbt vmlinux named entry 1
rawfbt vmlinux named return

-- kmulti
rawfbt vmlinux named entry 1
rawfbt vmlinux named return

