PID     COMM             CALL              TIME(us) FILE
sync fsync WORK/f
sync fdatasync WORK/f
dd fsync WORK/g
