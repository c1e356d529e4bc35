#!/bin/bash
D=/work/wt/fbt15/build/dtrace
cd /tmp
for i in 1 2 3; do
/usr/bin/time -f "list %e s (user %U sys %S)" $D -l -P fbt > /tmp/l.txt
/usr/bin/time -f "cat %e s" cat /sys/kernel/tracing/available_filter_functions > /dev/null
done
wc -l < /tmp/l.txt
/usr/bin/time -f "list -e only populate? %e" $D -l -n 'fbt::vfs_read:entry' | tail -1
perf record -F 1000 -g -o /tmp/p.data $D -l -P fbt > /tmp/l.txt 2>&1
perf report -i /tmp/p.data --stdio --no-children --comm dtrace --sort dso,sym -g none 2>/dev/null | grep -v "^$" | grep -v "^#" | head -25
