entry: starts in the syscall path
return: starts in the syscall path
