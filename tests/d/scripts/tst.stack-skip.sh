# stack() in a tracepoint-based probe starts at the probe site, as DTrace's
# stacks do: not at our BPF program and bpf_trace_runN.  sched:::on-cpu
# fires in __schedule; caller is the function that called it.
out=$($DTRACE -qn 'sched:::on-cpu { stack(); printf("caller %a\n", caller); exit(0); }') || exit 1
first=$(echo "$out" | awk 'NF { print $1; exit }')
echo "first frame: ${first%%+*}"
echo "bpf frames: $(echo "$out" | grep -c -e 'bpf`' -e bpf_trace_run)"
echo "caller is the second frame: $(echo "$out" | awk 'NF && !/caller/ { n++; if (n == 2) f = $1 } /^caller/ { print ($2 == f) }')"
