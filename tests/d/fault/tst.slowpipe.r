SIGINT: exit 0, lines: 100 or more, cut or out of order: 0, END: yes, aggregation: yes
SIGTERM: exit 0, lines: 100 or more, cut or out of order: 0, END: yes, aggregation: yes
no signal, then SIGINT (nonblock): exit 0, lines: 100 or more, cut or out of order: 0, END: yes, aggregation: yes
SIGINT (nonblock): exit 0, lines: 100 or more, cut or out of order: 0, END: yes, aggregation: yes
