dtrace: failed to grab pid ZOMBIE: zombie process
zombie: exit 1
pid 2 is kthreadd
dtrace: failed to grab pid 2: system process
kernel thread: exit 1
