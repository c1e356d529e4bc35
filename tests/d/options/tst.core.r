traced

dtrace DEBUG: [ forcing coredump ]
status 134 (SIGABRT: 1)
core file written
