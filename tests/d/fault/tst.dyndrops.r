exit 0
dynamic variable drops reported
at most one report a second
left behind: 0, uprobes: 0
