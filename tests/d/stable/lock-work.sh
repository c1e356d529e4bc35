#!/bin/bash
# Workload of tst.lockstat.sh: writers contending for one pipe's mutex.
w() { /bin/dd if=/dev/zero bs=512 count=20000 status=none; }
{ w & w & w & w & wait; } | /bin/cat > /dev/null
