#!/bin/bash
# Workload of tst.sched.sh: a thread that sleeps (off-cpu, sleep, wakeup,
# on-cpu) and more CPU-bound processes than CPUs (preempt).
exec 2>/dev/null
# twice as many as CPUs, for a second: preemption even when other work
# already crowds the machine
n=$((2 * $(nproc) + 1))
for ((i = 0; i < n; i++)); do
	/usr/bin/timeout 1 /bin/bash -c 'while :; do :; done' &
done
/bin/sleep 0.1
wait
exit 0
