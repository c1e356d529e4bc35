# uregs[]: the user registers of the traced thread.  In a pid entry probe
# R_PC is the function's first instruction and R_RDI/R_RSI its first two
# arguments (x86-64 calling convention); in a syscall entry probe
# R_ORIG_RAX is the system call number (getppid = 110 on x86-64); the user
# code and stack segments are 0x33 and 0x2b.
# @@needs: command -v gcc && command -v perl && [ "$(uname -m)" = x86_64 ]
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/target" ../pid/target.c
$DTRACE -qn '
pid$target:a.out:add:entry /arg0 == 2/ {
	printf("rdi %d rsi %d cs %x ss %x sp %d\n", uregs[R_RDI], uregs[R_RSI],
	    uregs[R_CS], uregs[R_SS], uregs[R_SP] == uregs[R_RSP] && uregs[R_SP] != 0);
	printf("pc is add %d\n", uregs[R_PC] == uregs[R_RIP]);
	ufunc(uregs[R_PC]);
	printf("\n");
}' -c "$tmp/target"
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("orig_rax %d pc!=0 %d beyond %d\n", uregs[R_ORIG_RAX], uregs[R_PC] != 0, uregs[R_GS]);
}' -c "perl -e getppid"
