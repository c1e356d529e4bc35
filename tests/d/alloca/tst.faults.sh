# Run-time faults of alloca memory and pointer accesses: DTrace's message on
# stderr, dtrace:::ERROR runs with the fault code (arg4) and the address or
# size (arg5).  Addresses of alloca memory and BPF pcs vary: masked.
run() {
	$DTRACE -q -n "$1"'
ERROR { printf("ERROR: fault %d, arg5 %s\n", arg4, (uint64_t)arg5 < 4096 ? lltostr(arg5) : "addr"); exit(1); }' 2>&1 |
		sed 's/at BPF pc [0-9]*/at BPF pc N/; s/(0xff[0-9a-f]*)/(ADDR)/'
	echo "exit ${PIPESTATUS[0]}"
}
echo "-- store beyond the top"
run 'BEGIN { s = (char *)alloca(15); s[16] = 65; exit(0); }'
echo "-- store below the bottom"
run 'BEGIN { s = (int *)alloca(8); s[-1] = 65; exit(0); }'
echo "-- store crossing the top"
run 'BEGIN { s = (char *)alloca(8); *(int *)(s + 6) = 1; exit(0); }'
echo "-- load beyond the top"
run 'BEGIN { s = (char *)alloca(8); trace(s[8]); exit(0); }'
echo "-- store through NULL"
run 'BEGIN { s = (char *)alloca(8); s = NULL; s[5] = 1; exit(0); }'
echo "-- store to kernel memory"
run 'BEGIN { *(int *)curthread = 1; exit(0); }'
echo "-- bcopy crossing the top: invalid size"
run 'BEGIN { s = (char *)alloca(16); bcopy("01", &s[15], 2); exit(0); }'
echo "-- bcopy before the bottom"
run 'BEGIN { s = (char *)alloca(16); bcopy("0", s - 1, 1); exit(0); }'
echo "-- bcopy from NULL"
run 'BEGIN { s = alloca(16); bcopy((void *)0, s, 4); exit(0); }'
echo "-- copyinto from a bad user address"
run 'BEGIN { s = alloca(16); copyinto(0x1234, 8, s); exit(0); }'
echo "-- alloca beyond scratchsize"
run 'BEGIN { n = 200; a = alloca(n); b = alloca(n); exit(0); }'
echo "-- member through NULL faults at 0"
run 'BEGIN { trace(((struct task_struct *)NULL)->pid); exit(0); }'
echo "-- alloca(0) and alloca in range are fine"
run 'BEGIN { s = (char *)alloca(16); s[15] = 1; bcopy("0123456789abcde", s, 16); printf("%s\n", stringof(s)); exit(alloca(0) == alloca(0) ? 0 : 1); }'
