COMM             PID     DISK     T       SECTOR    BYTES   LAT(us)
dd R 65536 x4 or more
dd W 65536 x4 or more
