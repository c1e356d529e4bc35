== fbt:::entry held
programs: at most 2
link types: kprobe_multi
over 10000 probes matched
exit 0, left behind: 0
== fbt:::entry, fbt:::return counted for a command
vfs_read:entry
vfs_read:return
