# Variables: External Variables: "extern type name;" gives a kernel symbol
# a type: name is then the kernel's object at that symbol, as `name is, of
# the declared type (it read as a D global of value 0).  The same
# declaration again is accepted; another type is D_DECL_IDRED naming both;
# a name the kernel has no symbol for is an error where it is used, never
# a value (the reason after the symbol's name depends on whether the
# kernel lists data symbols at all: cut off).
$DTRACE -xerrtags -qn 'extern int vfs_read; extern int vfs_read;
BEGIN { printf("%d %d\n", &vfs_read == &`vfs_read, vfs_read == *(int *)&`vfs_read); exit(0); }' 2>&1
$DTRACE -xerrtags -qn 'extern int x; extern long x; BEGIN { exit(0); }' 2>&1
$DTRACE -xerrtags -qn 'extern int dtrace_no_such_symbol; BEGIN { trace(dtrace_no_such_symbol); exit(0); }' 2>&1 |
	sed 's/\(`dtrace_no_such_symbol\): .*/\1: .../'
$DTRACE -xerrtags -qn 'extern int dtrace_no_such_symbol; BEGIN /dtrace_no_such_symbol/ { exit(0); }' 2>&1 |
	sed 's/\(`dtrace_no_such_symbol\): .*/\1: .../'
exit 0
