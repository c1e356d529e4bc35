proc vmlinux sched_process_fork create
proc vmlinux sched_prepare_exec exec
proc vmlinux sys_exit exec-failure
proc vmlinux sched_process_exec exec-success
proc vmlinux sched_process_exit exit
proc vmlinux sched_process_fork lwp-create
proc vmlinux sched_process_exit lwp-exit
proc vmlinux sys_exit lwp-start
proc vmlinux signal_generate signal-discard
proc vmlinux signal_deliver signal-handle
proc vmlinux signal_generate signal-send
proc vmlinux sys_exit start
sched vmlinux sched_pi_setprio change-pri
sched vmlinux sched_wakeup enqueue
sched vmlinux sched_wakeup_new enqueue
sched vmlinux sched_switch off-cpu
sched vmlinux sched_switch on-cpu
sched vmlinux sched_switch preempt
sched vmlinux sched_switch sleep
sched vmlinux sched_waking wakeup
io vmlinux block_rq_complete done
io vmlinux block_rq_issue start
ip vmlinux netif_receive_skb receive
ip vmlinux net_dev_queue send
tcp vmlinux net_dev_queue accept-refused
tcp vmlinux inet_sock_set_state accept-established
tcp vmlinux inet_sock_set_state connect-established
tcp vmlinux tcp_receive_reset connect-refused
tcp vmlinux net_dev_queue connect-request
tcp vmlinux netif_receive_skb receive
tcp vmlinux net_dev_queue send
tcp vmlinux inet_sock_set_state state-change
udp vmlinux netif_receive_skb receive
udp vmlinux net_dev_queue send
io vmlinux block_rq_issue start
 args[0]: bufinfo_t *
 args[1]: devinfo_t *
 args[2]: fileinfo_t *
tcp vmlinux inet_sock_set_state state-change
 args[0]: void *
 args[1]: csinfo_t *
 args[2]: void *
 args[3]: tcpsinfo_t *
 args[4]: void *
 args[5]: tcplsinfo_t *
proc vmlinux signal_generate signal-send
 args[0]: lwpsinfo_t *
 args[1]: psinfo_t *
 args[2]: int
