kills 1

exit 0
left behind: 0, uprobes: 0
