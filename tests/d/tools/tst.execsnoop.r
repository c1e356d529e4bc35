UID    PID     PPID    ARGS
UID PID PPID /bin/true one two
UID PID PPID sh -c exec /bin/echo three >/dev/null
UID PID PPID /bin/echo three
