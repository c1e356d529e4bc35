# Output Formatting: print() of a char array prints it by its type, element
# by element (zero elements skipped), at the top as a struct member's is;
# a pointer to one prints the address, " = *", and the array.  The task's
# comm is dtrace's own name.
$DTRACE -qn 'BEGIN { print(curthread->comm); printf("\n"); print(&curthread->comm); exit(0); }' |
	sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
