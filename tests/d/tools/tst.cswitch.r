PID     COMM             WHY         COUNT
sleep processes that slept: 5
