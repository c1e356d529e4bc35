dtrace: invalid probe specifier pid$pid:::entry: [D_PROC_DYN] line N: process N is dtrace itself
status 1
