SIGINT: exit 0, held objects: yes, left behind: 0, uprobes: 0
SIGTERM: exit 0, held objects: yes, left behind: 0, uprobes: 0
SIGKILL: exit 137, held objects: yes, left behind: 0, uprobes: 0
