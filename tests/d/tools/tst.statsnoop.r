PID     COMM             ERR PATH
stat 0 /etc/hostname
stat 2 /nonexistent-dtrace-tool
