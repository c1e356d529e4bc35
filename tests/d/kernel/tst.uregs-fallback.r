cs=33 ss=2b user sp=1

