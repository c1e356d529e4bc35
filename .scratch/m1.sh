#!/bin/bash
# measurement script run inside the guest
cd /work/wt/fbt15/tests/d/fault
. ./lib.sh
export BPF_ALIVE=/work/wt/fbt15/.scratch/bpf-alive
D=/work/wt/fbt15/build/dtrace
t() { local s=$(date +%s.%N); "$@"; local e=$(date +%s.%N); echo "TIME $(echo "$e - $s" | bc) : $*" >&2; }
echo "== kernel $(uname -r)"
f=/sys/kernel/tracing/available_filter_functions
t wc -l $f
t cat $f >/dev/null
t $D -l -P fbt > /tmp/l.txt; wc -l < /tmp/l.txt
echo "== small wide, kmulti"
printf abc > /tmp/f
_DTRACE_FBT=kmulti $D -n 'fbt::ksys_read:entry, fbt::vfs_read:entry, fbt::vfs_read:return, fbt::ksys_read:return /pid == $target/ { printf("%s:%s:%s:%s id=%d\n", probeprov, probemod, probefunc, probename, id); }' -c "dd if=/tmp/f of=/dev/null bs=4096 count=1 status=none" 2>&1
$D -l -n 'fbt::vfs_read:' -n 'fbt::ksys_read:'
_DTRACE_FBT=kmulti $D -F -n 'fbt::ksys_read:entry, fbt::vfs_read:entry, fbt::vfs_read:return, fbt::ksys_read:return /pid == $target/ {}' -c "dd if=/tmp/f of=/dev/null bs=4096 count=1 status=none" 2>&1
echo "== wide"
s=$(date +%s.%N)
$D -qn 'fbt:::entry { @[probefunc] = count(); } tick-1s { exit(0); }' > /tmp/w.out 2>/tmp/w.err &
d=$!
wait_ready $d /tmp/w.err; echo "matched after $(echo "$(date +%s.%N) - $s" | bc)"
wait_held $d 3; echo "held after $(echo "$(date +%s.%N) - $s" | bc)"
bpf_ids $d > /tmp/ids; echo "objects: $(wc -l < /tmp/ids) progs: $(grep -c prog /tmp/ids)"
cat /proc/$d/fdinfo/* 2>/dev/null | awk '$1 == "link_type:" { print $2 }' | sort | uniq -c
wait $d; echo "exit $? after $(echo "$(date +%s.%N) - $s" | bc)"
echo "left: $(settle /tmp/ids) after $(echo "$(date +%s.%N) - $s" | bc)"
cat /tmp/w.err; wc -l < /tmp/w.out; tail -3 /tmp/w.out; grep -w vfs_read /tmp/w.out
