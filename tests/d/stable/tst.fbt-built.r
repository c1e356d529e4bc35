io vmlinux wait-done
io vmlinux wait-start
sched vmlinux dequeue
sched vmlinux surrender
sched vmlinux tick
== sched
dequeue 1, on its cpu 1
tick 1
surrender 1

