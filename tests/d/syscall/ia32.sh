# ia32.sh DIR: build DIR/g64, a static x86_64 program calling getpid twice
# then exit(0), and DIR/g32, the same through the ia32 syscall table
# (int $0x80: there 20 is getpid and 1 exit, where x86_64 has writev and
# write).  Exits non-zero when g32 cannot be built or run (no ia32
# emulation): tst.compat32.sh then does not apply.
dir=$1
cat >"$dir/g64.S" <<'ASM'
	.globl _start
_start:
	movl $39, %eax
	syscall
	movl $39, %eax
	syscall
	movl $60, %eax
	xorl %edi, %edi
	syscall
ASM
cat >"$dir/g32.S" <<'ASM'
	.globl _start
_start:
	movl $20, %eax
	int $0x80
	movl $20, %eax
	int $0x80
	movl $1, %eax
	xorl %ebx, %ebx
	int $0x80
ASM
gcc -nostdlib -static -o "$dir/g64" "$dir/g64.S" &&
	gcc -m32 -nostdlib -static -o "$dir/g32" "$dir/g32.S" &&
	"$dir/g64" && "$dir/g32"
