verify: exit status 0
exposure level: OK
bounding set: -all,+bpf,+perfmon,+sys_admin,+sys_resource,+syslog,+sys_ptrace,+dac_read_search
no_new_privs: yes
dtrace_calls_total 3
dtrace_ticks_total N
exit status 0
