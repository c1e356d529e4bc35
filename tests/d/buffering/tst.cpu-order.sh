# Buffers and Buffering: records are printed oldest first within each
# CPU; across CPUs DTrace promises no order (trace timestamp to order
# them).  The target writes "a" on CPU 1, then "b" and "c" on CPU 0.
# ring Policy: each CPU's ring is printed when tracing stops, CPU by CPU
# in numerical order, as DTrace's consumer reads its per-CPU buffers:
# CPU 0's b and c, then CPU 1's a.  fill Policy: likewise, as DTrace's
# consumer reads a fill buffer only once tracing has stopped ("all
# buffers are processed").  switch Policy (the default): ours
# reads one buffer that every CPU writes to, so its records come in the
# order they were made, across CPUs too (a, b, c; DTrace would print each
# read's buffers CPU by CPU).
# @@needs: test "$(nproc)" -ge 2 && grep -q '^0-' /sys/devices/system/cpu/online
trap 'rm -f w.$$' EXIT
cat > w.$$ <<'SH'
taskset -pc 1 $$ >/dev/null; echo a >/dev/null
taskset -pc 0 $$ >/dev/null; echo b >/dev/null; echo c >/dev/null
SH
for p in ring fill switch; do
	echo "-- $p"
	$DTRACE -q -x bufpolicy=$p -n 'syscall::write:entry /pid == $target && arg2 == 2/ {
		printf("%d %c\n", cpu, *(char *)copyin(arg1, 1)); }' -c "sh w.$$" | sed '/^$/d'
	echo "exit ${PIPESTATUS[0]}"
done
