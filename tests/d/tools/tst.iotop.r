PID     COMM             DISK     T    IOS        BYTES
dd W 4 or more at most 64 KiB each
