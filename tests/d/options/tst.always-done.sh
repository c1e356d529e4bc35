# Options of DTrace's table that name what dtrace always does are
# accepted and change nothing: kdefs and udefs (a symbol must resolve when
# the program is compiled: an unknown one is an error with or without
# them), late=static (translators bound at compile time), linktype=elf
# (dtrace -G writes ELF), linknommap (objects are read, never mapped),
# linkmode=static and =kernel (symbol addresses bound when the program is
# compiled), iregs=8 (the register count; fewer is refused).
# The unknown symbol names a module (one no kernel has): a vmlinux name's
# message also depends on whether the kernel lists its data symbols.
for o in "" "-x kdefs" "-x udefs"; do
	printf '%s: ' "${o:-default}"
	$DTRACE $o -qn 'BEGIN { trace(nosuchmod`no_such_kernel_symbol); exit(0); }' 2>&1
done
$DTRACE -x late=static -qn 'BEGIN { printf("late=static: %d\n",
	xlate<psinfo_t *>(curthread)->pr_pid == pid); exit(0); }'
for o in linktype=elf linknommap linkmode=static linkmode=kernel iregs=8 iregs=7; do
	printf '%s: ' "$o"
	$DTRACE -x $o -qn 'BEGIN { printf("accepted\n"); exit(0); }' 2>&1
done
true
