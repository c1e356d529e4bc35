# Variables: args[].  Each description of a clause types args[] from its
# own probe: read(2)'s args[2] is a size_t (8 bytes), lseek(2)'s an
# unsigned int (4); in one clause each keeps its own type (both were
# typed as the first description's probe).  dd's skip= on a file seeks.
$DTRACE -qn '
syscall::read:entry, syscall::lseek:entry /pid == $target/
{
	sz[probefunc] = sizeof(args[2]);
}
END
{
	printf("read %d lseek %d\n", sz["read"], sz["lseek"]);
}' -c 'dd if=/etc/passwd of=/dev/null bs=1 count=1 skip=1 status=none'
