-- strjoin((char *)0, "a")
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- strjoin("a", (char *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- strjoin("a", (char *)8)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc N
ERROR: fault 1, arg5 8

exit 0
-- strlen((char *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- basename((char *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- toupper((char *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- substr((char *)0, 1)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- index((char *)0, "a")
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- strtok((char *)0, ",")
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- lltostr(1, 1)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
ERROR: fault 3, arg5 0

exit 0
-- lltostr(1, 37)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
ERROR: fault 3, arg5 0

exit 0
-- strchr((char *)0, 97)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- rindex("abc", (char *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- inet_ntoa6((struct in6_addr *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- inet_ntop(AF_INET, (void *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- inet_ntop(99, (void *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
ERROR: fault 3, arg5 0

exit 0
-- link_ntop(ARPHRD_ETHER, (void *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- strstr((char *)0, "a")
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- cleanpath((char *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- copyinstr(0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- d_path((struct path *)0)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 0
-- d_path((struct path *)8)
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc N
ERROR: fault 1, arg5 8

exit 0
