cwd as the kernel has it
root is an absolute path
