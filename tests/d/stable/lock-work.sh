#!/bin/bash
# Workload of tst.lockstat.sh: rounds of four writers contending for one
# pipe's mutex, until the file $1 exists (the test saw contention) or two
# minutes pass.  Whether two writers ever meet at the mutex in one round
# depends on the scheduler: a busy machine may run them one after another.
for ((i = 0; SECONDS < 120; i++)); do
	[ -e "$1" ] && exit 0
	w() { /bin/dd if=/dev/zero bs=512 count=2000 status=none; }
	{ w & w & w & w & wait; } | /bin/cat > /dev/null
done
