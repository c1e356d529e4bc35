PID     COMM                 FAULTS
dd faults at least 20: yes
