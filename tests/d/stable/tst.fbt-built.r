io vmlinux wait-done
io vmlinux wait-start
sched vmlinux dequeue
sched vmlinux tick
== sched
dequeue 1, on its cpu 1
tick 1

== io
wait-done /dev/ram0 err=0
wait-start submit_bio_wait ram0 write=1 bytes=1

