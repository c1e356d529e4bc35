#!/bin/bash
# mutex_owned() and rw_read_held() of a NULL lock fault as a dereference
# would: the clause is aborted, the ERROR reported, and tracing goes on
# (the next clause's exit ends it).
$DTRACE -qn '
BEGIN { mutex_owned((struct mutex *)0); printf("not reached\n"); }
BEGIN { rw_read_held((rwlock_t *)0); printf("not reached\n"); }
BEGIN { printf("still tracing\n"); exit(0); }' 2>&1 | sed 's/ at BPF pc [0-9]*//'
