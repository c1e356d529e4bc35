syscall:::entry { @[execname] = count(); } tick-1s { exit(0); }:
BEGIN { trace(EINTR); }:
  errno.d
BEGIN { trace(TH_SYN); }:
  net.d
  tcp.d
BEGIN { trace(curpsinfo->pr_pid); }:
  psinfo.d
io:::start { trace(args[0]->b_bcount); }:
  io.d
BEGIN { trace(sizeof (struct cpuinfo)); }:
  cpuinfo.d
BEGIN { trace(fds[0].fi_name); trace(SIGKILL); }:
  io.d
  signal.d
