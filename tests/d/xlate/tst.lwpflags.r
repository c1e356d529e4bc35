
exec: ptrace 1 1 issys 0 stopped 0
stop: stopped 1 asleep 0
wait: stopped 0 ptrace 0
