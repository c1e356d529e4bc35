exit 0
RSS steady
kept printing
aggregations printed
left behind: 0, uprobes: 0
