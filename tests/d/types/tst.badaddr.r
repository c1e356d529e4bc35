ERROR fired
1
still running

status 0
1
