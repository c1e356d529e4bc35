== kprobe
do_sys_openat2 dfd=-100 flags=8000 mode=0

== kmulti
do_sys_openat2 dfd=-100 flags=8000 mode=0

== fentry
do_sys_openat2 dfd=-100 flags=8000 mode=0

