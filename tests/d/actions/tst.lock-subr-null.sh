#!/bin/bash
# mutex_owned() and rw_read_held() of a NULL lock fault as a dereference
# would: the clause is aborted, the ERROR reported, and tracing goes on
# (the next clause's exit ends it).  The address is that of the mutex's
# owner word: offset 0 of struct mutex, 0x18 on PREEMPT_RT (rtmutex.owner).
$DTRACE -qn '
BEGIN { mutex_owned((struct mutex *)0); printf("not reached\n"); }
BEGIN { rw_read_held((rwlock_t *)0); printf("not reached\n"); }
BEGIN { printf("still tracing\n"); exit(0); }' 2>&1 | sed 's/ at BPF pc [0-9]*//' |
	sed -E '1s/invalid address \(0x(0|18)\)$/invalid address (NULL + the owner offset)/'
