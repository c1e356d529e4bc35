# uregs[] on x86-64: every register constant the definition names, with
# Oracle's numbering for the 64-bit names (R_R15 0 ... R_TRAPNO 25,
# R_ERR 15), and the i386 names and generic aliases (R_PC, R_SP, R_FP,
# R_PS, R_R0, R_R1) reading the same registers as their 64-bit names:
# Oracle numbers R_EBX .. R_ESP from R_GS + 1 (R_EBX is R_TRAPNO's 25),
# where we give them the register they name (a deliberate difference).
# At write(2)'s entry the first three arguments are in rdi, rsi, rdx and
# the system call number in orig_rax.
# @@needs: [ "$(uname -m)" = x86_64 ]
$DTRACE -qn 'BEGIN {
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d\n", R_R15, R_R14, R_R13, R_R12,
	    R_RBP, R_RBX, R_R11, R_R10, R_R9, R_R8, R_RAX, R_RCX, R_RDX);
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", R_RSI, R_RDI, R_ERR, R_RIP,
	    R_CS, R_RFL, R_RSP, R_SS, R_DS, R_ES, R_FS, R_GS, R_TRAPNO, R_ORIG_RAX);
	exit(0);
}'
$DTRACE -qn 'syscall::write:entry /pid == $target/ {
	printf("fd %d buf %d len %d nr %d\n", uregs[R_RDI], uregs[R_RSI] == arg1,
	    uregs[R_RDX], uregs[R_ORIG_RAX]);
	printf("%d %d %d %d %d %d %d\n", uregs[R_EDI] == uregs[R_RDI],
	    uregs[R_ESI] == uregs[R_RSI], uregs[R_EDX] == uregs[R_RDX],
	    uregs[R_ECX] == uregs[R_RCX], uregs[R_EBX] == uregs[R_RBX],
	    uregs[R_EAX] == uregs[R_RAX], uregs[R_EBP] == uregs[R_RBP]);
	printf("%d %d %d %d %d %d\n", uregs[R_EIP] == uregs[R_RIP], uregs[R_PC] == uregs[R_RIP],
	    uregs[R_ESP] == uregs[R_RSP], uregs[R_UESP] == uregs[R_RSP],
	    uregs[R_SP] == uregs[R_RSP], uregs[R_FP] == uregs[R_RBP]);
	printf("%d %d %d %d %d\n", uregs[R_EFL] == uregs[R_RFL], uregs[R_PS] == uregs[R_RFL],
	    uregs[R_R0] == uregs[R_RAX], uregs[R_R1] == uregs[R_RBX], uregs[R_ERR] == 1);
	exit(0);
}' -c '/bin/echo hi' | grep -v '^hi$'
