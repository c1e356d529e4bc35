PID     COMM             CALL   OP      TIME(us) FILE
flock flock EX WORK/lock
flock flock SH WORK/lock
flock flock EX|NB WORK/lock
