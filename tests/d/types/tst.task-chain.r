status 0
tgid is the dtrace pid
real_parent->tgid is the shell
cast pid ok
comm dtrace dtrace
