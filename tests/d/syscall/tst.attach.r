syscall::read:entry,syscall::write:entry: perf events: 2, links: 0
syscall::read*:entry,syscall::write*:entry: perf events: 7, links: 0
syscall:::entry: perf events: 0, links: 1
syscall:::entry,syscall:::return: perf events: 0, links: 2
