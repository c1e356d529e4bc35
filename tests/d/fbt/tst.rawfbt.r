== fbt: local copies
0
== rawfbt: .isra .constprop .cold
1 1 0
== do_execveat_common
rawfbt vmlinux named 1

