COMM                   OFF_us
sleep off CPU at least 250 ms: yes
blocked in the scheduler: yes
