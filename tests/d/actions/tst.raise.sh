# @@needs: tests/tools/testcc --check
# Actions and Subroutines: raise(sig) sends sig to the process that fired
# the probe, delivered before it runs on in user space: the handler has run
# when getppid(2) returns.  A signal number outside 0..64 (Linux's NSIG is
# 65), negative included, is an illegal operation: no signal, a run-time
# error, tracing goes on; 0 sends nothing.  Without -w the program is refused.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$TESTCC" -O0 -o "$dir/signal" signal.c || exit 1
for sig in SIGUSR1 0 99 -1 65; do
	echo "raise($sig):"
	rm -f "$dir/out"
	$DTRACE -wq -c "$dir/signal $dir/out" -n "syscall::getppid:entry /pid == \$target/ { raise($sig); }" 2>&1 |
		sed 's/ at BPF pc [0-9]*//; s/probe ID [0-9]* /probe ID N /'
	echo "exit ${PIPESTATUS[0]}"
	cat "$dir/out"
done
# dtrace:::ERROR fires within the faulting probe, in its process: a raise()
# there is delivered to it as from the probe itself
echo "raise(SIGUSR1) in ERROR:"
rm -f "$dir/out"
$DTRACE -wq -c "$dir/signal $dir/out" -n 'syscall::getppid:entry /pid == $target/ { trace(*(int *)8); }
	ERROR { raise(SIGUSR1); }' 2>&1 | sed 's/ at BPF pc [0-9]*//; s/probe ID [0-9]* /probe ID N /'
echo "exit ${PIPESTATUS[0]}"
cat "$dir/out"
$DTRACE -q -c "$dir/signal $dir/out" -n 'syscall::getppid:entry /pid == $target/ { raise(SIGUSR1); }' 2>&1
echo "without -w: exit $?"
