more than 2000 probes: yes
write counted: 1

dtrace exit status 0
uprobes left: 0
