run queue waits at least 10: yes
