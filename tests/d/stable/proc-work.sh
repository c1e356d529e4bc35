#!/bin/bash
# Workload of tst.proc.sh: fork+exec, a failing exec, a thread, a signal.
exec 2>/dev/null
/bin/true
/nonexistent/dtrace-stable-test
/usr/bin/python3 -c 'import threading; t = threading.Thread(target=lambda: None); t.start(); t.join()'
/bin/sleep 10 &
# wait (without forking) until the child runs sleep, then signal it
comm=
while [ "$comm" != sleep ]; do read -r comm < /proc/$!/comm; done
kill -USR1 $!
wait
exit 0
