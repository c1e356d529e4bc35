PID     COMM             DISK     T    IOS        BYTES
dd W 8 or more 524288 or more
