env same
nice same
chrt same
tty same
