usr/sbin/dtrace
usr/lib/dtrace/psinfo.d
usr/share/man/man8/dtrace.8
usr/share/man/man8/dtrace-tool.8
usr/share/man/man8/dtrace-execsnoop.8
usr/share/dtrace/tools/execsnoop.d
usr/share/dtrace/tools/dtrace-tool
usr/sbin/dtrace-execsnoop
usr/share/bash-completion/completions/dtrace
tools: 36 scripts, 37 commands, 37 tool pages
every tool installed
write                           7
dtrace

left after uninstall: 0
