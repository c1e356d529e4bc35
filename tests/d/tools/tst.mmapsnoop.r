PID     COMM                      LEN PROT  FLAGS   FD
dd 8 MiB or more, prot 3 flags 22 fd -1
