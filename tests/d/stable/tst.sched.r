on-cpu 1
off-cpu 1 1
sleep 1
preempt 1
wakeup 1
enqueue 1

