PID     COMM               DGRAMS      BYTES
bash 2 24
  
