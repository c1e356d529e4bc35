PID     COMM              SIG TPID     RESULT
sh 15 TPID 0
sh 0 999999 3
