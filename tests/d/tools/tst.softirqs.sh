# softirqs: local network traffic makes receive softirqs (loopback
# delivers through net_rx); every histogram is one of the known kinds.
# @@timeout: 90
. ./common.sh
tcp_server 3
run softirqs -- "bash -c 'for i in 1 2 3; do echo hi >/dev/tcp/127.0.0.1/$port; done'" 'exit 0'
wait
grep -q '^net_rx (us)$' "$out" && echo "net_rx: yes" || echo "net_rx: no"
bad_lines '^(|(hi|timer|net_tx|net_rx|block|irq_poll|tasklet|sched|hrtimer|rcu) \(us\)| +value +-+ Distribution -+ count| +[0-9]+ \|[@ ]+ [0-9]+)$'
