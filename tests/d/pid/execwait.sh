# wait_exec PID FILE: wait until process PID runs FILE.  A child started
# with `prog <fifo &` is a copy of the shell until the FIFO opens and it
# execs: on a loaded machine dtrace -p (or a scan of running processes)
# can come first and find the shell, not the program's probes.
wait_exec() {
	while kill -0 "$1" 2>/dev/null && [ "$(readlink "/proc/$1/exe")" != "$2" ]; do
		sleep 0.05
	done
}
