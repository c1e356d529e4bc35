cwd and root as the kernel has them
