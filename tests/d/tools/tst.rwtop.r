PID     COMM             D        BYTES
dd W 5000
dd R at least 5000: yes
