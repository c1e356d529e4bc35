g64, syscall:::entry, syscall:::return:
execve:return 1
exit:entry 1
getpid:entry 2
getpid:return 2
g32, syscall:::entry, syscall:::return:
g64, syscall::getpid:entry, syscall::writev:entry, syscall::write:entry, syscall::exit:entry:
exit:entry 1
getpid:entry 2
g32, syscall::getpid:entry, syscall::writev:entry, syscall::write:entry, syscall::exit:entry:
