entry: starts in the syscall path
entry: the stack rawtp:::sys_enter sees
return: starts in the syscall path
return: the stack rawtp:::sys_exit sees
