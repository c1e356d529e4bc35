#!/bin/bash
# Workload of tst.proc.sh: fork+exec, a failing exec, a thread, a signal.
exec 2>/dev/null
/bin/true
/nonexistent/dtrace-stable-test
/usr/bin/python3 -c 'import threading; t = threading.Thread(target=lambda: None); t.start(); t.join()'
/bin/sleep 10 &
# wait (without forking) until the child sleeps in sleep, then signal it:
# comm changes in the middle of exec, and a signal that arrives before
# exec is done makes it fail (EFAULT), so wait for state S as well
stat=
while [[ $stat != *"(sleep) S "* ]]; do read -r stat < /proc/$!/stat; done
kill -USR1 $!
wait
exit 0
