dtrace: 1 drop on CPU N

bufsize 279: exit 0
dtrace

bufsize 280: exit 0
