# Every -n program's BEGIN, END and ERROR clauses run, in command-line
# order (each program is compiled separately, to its own BPF programs).
$DTRACE -q -n 'BEGIN { printf("begin 1\n"); }' \
	-n 'BEGIN { printf("begin 2\n"); x = 0; y = 1 / x; }' \
	-n 'ERROR { printf("error 1\n"); }' \
	-n 'ERROR { printf("error 2\n"); exit(0); }' \
	-n 'END { printf("end 1\n"); }' \
	-n 'END { printf("end 2\n"); }' 2>/dev/null
