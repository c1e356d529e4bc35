PID     COMM             RADDR                                   RPORT
bash 127.0.0.1 PORT
