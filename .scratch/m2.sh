#!/bin/bash
D=/work/wt/fbt15/build/dtrace
cd /tmp
time $D -e -qn 'fbt:::entry { @[probefunc] = count(); }'
perf record -F 500 -g -o /tmp/p.data $D -e -qn 'fbt:::entry { @[probefunc] = count(); }' 2>&1 | tail -2
perf report -i /tmp/p.data --stdio --no-children 2>/dev/null | grep -v "^$" | head -70
