exit 0
RSS bounded
drops reported
left behind: 0, uprobes: 0
