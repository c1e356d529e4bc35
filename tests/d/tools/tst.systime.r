COMM             SYSCALL                   CALLS      TIME_us
sleep clock_nanosleep 1 250 ms or more
