# uregs[] on arm64, indexed as DTrace for Linux names them there (R_X0 ..
# R_X30, R_SP, R_PC, R_PSTATE: the order of struct user_pt_regs).  In a
# pid entry probe R_X0/R_X1 are the first two arguments and R_PC the
# function's first instruction; in a syscall entry probe R_X8 is the
# system call number (getppid = 173 in arm64's generic table) and
# R_PSTATE shows EL0 (mode bits 0).
# @@needs: [ "$(uname -m)" = aarch64 ] && tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -o "$tmp/target" ../pid/target.c
"$TESTCC" -O0 -fno-omit-frame-pointer -o "$tmp/getppid3" ../stack/getppid3.c
$DTRACE -qn '
pid$target:a.out:add:entry /arg0 == 2/ {
	printf("x0 %d x1 %d sp %d\n", uregs[R_X0], uregs[R_X1], uregs[R_SP] != 0);
	printf("pc is add %d\n", uregs[R_PC] == uregs[32]);
	ufunc(uregs[R_PC]);
	printf("\n");
}' -c "$tmp/target"
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("x8 %d el0 %d fp!=0 %d\n", uregs[R_X8], (uregs[R_PSTATE] & 0xf) == 0, uregs[R_FP] != 0);
	exit(0);
}' -c "$tmp/getppid3"
