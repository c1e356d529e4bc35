BEGIN in the whole table: 1
-n BEGIN after syscall: same id
-P profile: same id
-f read: same id
-i of that id: syscall:vmlinux:read:entry
a run's id: same id
