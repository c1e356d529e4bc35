#!/bin/bash
D=/work/wt/fbt15/build/dtrace
cd /tmp
perf record -F 300 -g -o /tmp/p.data $D -qn 'fbt:::entry { @[probefunc] = count(); } tick-1s { exit(0); }' > /tmp/o.txt 2>&1
perf report -i /tmp/p.data --stdio --no-children --comm dtrace --sort dso,sym -g none 2>/dev/null | grep -v "^$" | grep -v "^#" | head -40
