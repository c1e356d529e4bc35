# -x lockmem: the locked-memory limit (RLIMIT_MEMLOCK, what BPF maps are
# charged to before Linux 5.11) set before tracing starts; a command
# system() runs inherits it (ulimit -l shows KiB).  Values under the hard
# limit, which needs no privilege to set (8 MiB is the usual one).
$DTRACE -wq -x lockmem=4m -n 'BEGIN { system("ulimit -l"); exit(0); }'
$DTRACE -wq -x lockmem=64k -n 'BEGIN { system("ulimit -l"); exit(0); }'
$DTRACE -wq -x lockmem=1048576 -n 'BEGIN { system("ulimit -l"); exit(0); }'
# A value that is no size is refused, as every size option's is (never
# accepted and ignored).
$DTRACE -wq -x lockmem=abc -n 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
