env same
nice same
taskset same
chrt same
tty same
