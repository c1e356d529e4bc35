# softirqs: local network traffic makes receive softirqs (loopback
# delivers through net_rx), timers make theirs: some kinds are seen (a
# busy machine's other BPF programs can make the kernel skip a firing, so
# not necessarily net_rx), and every histogram is one of the known kinds.
# @@timeout: 90
. ./common.sh
tcp_server 3
run softirqs -- "bash -c 'for i in 1 2 3; do echo hi >/dev/tcp/127.0.0.1/$port; done'" 'exit 0'
wait
n=$(grep -c ' (us)$' "$out")
echo "softirq kinds seen: $([ "$n" -ge 1 ] && echo "at least 1" || echo none)"
bad_lines '^(|(hi|timer|net_tx|net_rx|block|irq_poll|tasklet|sched|hrtimer|rcu) \(us\)| +value +-+ Distribution -+ count| +-?[0-9]+ \|[@ ]+ [0-9]+)$'
