# Run-time faults of the string subroutines, as DTrace raises them: a NULL
# or unreadable string or address is "invalid address" (strjoin's either
# argument as the others', d_path()'s unreadable struct path), lltostr()'s
# base outside 2..36 and inet_ntop()'s unknown address family an "illegal
# operation".
# dtrace:::ERROR gets the fault (arg4) and the address (arg5).
run() {
	$DTRACE -qn "BEGIN { trace($1); exit(0); }"'
ERROR { printf("ERROR: fault %d, arg5 %d\n", arg4, arg5); exit(0); }' 2>&1 |
		sed 's/at BPF pc [0-9]*/at BPF pc N/'
	echo "exit ${PIPESTATUS[0]}"
}
for e in 'strjoin((char *)0, "a")' 'strjoin("a", (char *)0)' 'strjoin("a", (char *)8)' \
	 'strlen((char *)0)' 'basename((char *)0)' 'toupper((char *)0)' \
	 'substr((char *)0, 1)' 'index((char *)0, "a")' 'strtok((char *)0, ",")' \
	 'lltostr(1, 1)' 'lltostr(1, 37)' 'strchr((char *)0, 97)' 'rindex("abc", (char *)0)' \
	 'inet_ntoa6((struct in6_addr *)0)' 'inet_ntop(AF_INET, (void *)0)' \
	 'inet_ntop(99, (void *)0)' 'link_ntop(ARPHRD_ETHER, (void *)0)' \
	 'strstr((char *)0, "a")' 'cleanpath((char *)0)' 'copyinstr(0)' \
	 'd_path((struct path *)0)' 'd_path((struct path *)8)'; do
	echo "-- $e"
	run "$e"
done
