PID     COMM               FD ERR PATH
cat FD 0 /etc/hostname
cat -1 2 /nonexistent-dtrace-tool
