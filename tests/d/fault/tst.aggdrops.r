exit 0
aggregation drops reported
left behind: 0, uprobes: 0
