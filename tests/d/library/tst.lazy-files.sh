# Which D library files compile (-x debug names each): those whose names
# the script uses, with their depends_on (tcp.d's net.d), and those a
# builtin's or a probe argument's type names (curpsinfo: psinfo.d, io's
# args[]: io.d); none for a script that names no library name.
files() {
	echo "$1:"
	$DTRACE -x debug -e -n "$1" 2>&1 | sed -n 's|.*compiling D library file .*/|  |p'
}
files 'syscall:::entry { @[execname] = count(); } tick-1s { exit(0); }'
files 'BEGIN { trace(EINTR); }'
files 'BEGIN { trace(TH_SYN); }'
files 'BEGIN { trace(curpsinfo->pr_pid); }'
files 'io:::start { trace(args[0]->b_bcount); }'
files 'BEGIN { trace(sizeof (struct cpuinfo)); }'
files 'BEGIN { trace(fds[0].fi_name); trace(SIGKILL); }'
