#!/bin/sh
# Workload of tst.exit-reason.sh: a child that exits, one killed by a signal.
exec 2>/dev/null
/bin/sh -c 'exit 3'
/bin/sh -c 'kill -KILL $$'
exit 0
