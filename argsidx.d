syscall::read:entry{ x = args[99]; }
