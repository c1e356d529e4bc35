exit 0
RSS bounded
exited within 1 s of SIGINT
every event printed or reported dropped
left behind: 0, uprobes: 0
