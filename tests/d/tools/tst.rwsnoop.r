PID     COMM             D    BYTES FILE
dd R 4096 WORK/in
dd W 4096 WORK/copy
dd R 904 WORK/in
dd W 904 WORK/copy
