target state: T, its output so far: []
dtrace: exit 0
after getppid: signal 0
