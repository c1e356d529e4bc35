Killed
PID     PPID    COMM              AGE(ms) EXIT
false code 1
sh code 3
sh signal 9
sh code 0
