#!/bin/bash
D=/work/wt/fbt15/build/dtrace
cd /tmp
s=$(date +%s.%N)
strace -f -tt -T -e trace=bpf,perf_event_open,close -o /tmp/s.txt $D -qn 'fbt:::entry { @[probefunc] = count(); } tick-1s { exit(0); }' > /tmp/o.txt 2>&1
e=$(date +%s.%N); echo "total $(echo "$e - $s" | bc)"
awk -F'<' '{ t=$NF; sub(/>.*/, "", t); if (t+0 > 0.05) print }' /tmp/s.txt | cut -c1-250
head -3 /tmp/s.txt | cut -c1-200; tail -3 /tmp/s.txt | cut -c1-200
grep -c . /tmp/o.txt; grep -i "dtrace:" /tmp/o.txt
