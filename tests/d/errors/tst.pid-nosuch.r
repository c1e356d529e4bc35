dtrace: invalid probe specifier pidNOPID::malloc:entry { exit(0); }: [D_PROC_GRAB] line 1: failed to grab process NOPID
status 1
dtrace: invalid probe specifier pidNOPID::malloc:entry { exit(0); }: [D_PROC_GRAB] line 1: failed to grab process NOPID
status 1
