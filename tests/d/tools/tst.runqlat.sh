# runqlat: each of 10 sleeps wakes its thread: 10 or more run queue waits.
# @@timeout: 90
. ./common.sh
run runqlat -- 'for i in 1 2 3 4 5 6 7 8 9 10; do sleep 0.01; done' 'exit 0'
n=$(hist_total 'run queue latency (us)')
echo "run queue waits at least 10: $([ "$n" -ge 10 ] && echo yes || echo "no ($n)")"
