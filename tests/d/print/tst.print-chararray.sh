# Output Formatting: print() of a char array prints it by its type, element
# by element (zero elements skipped), at the top as a struct member's is;
# a pointer to one prints the address, " = *", and the array.  The array is
# the task's comm, dtrace's own name: dtrace runs through a link whose name
# is longer than comm, so the kernel fills all 15 characters and the NUL
# (5.10's exec copies the name without clearing the bytes after its NUL,
# which keep what the shell's longer name left there).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ln -s "$DTRACE" "$tmp/dtrace-chararray"
"$tmp/dtrace-chararray" -qn 'BEGIN { print(curthread->comm); printf("\n"); print(&curthread->comm); exit(0); }' |
	sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
