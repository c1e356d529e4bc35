dtrace: 1 drop on CPU N

bufsize 271: exit 0
dtrace

bufsize 272: exit 0
