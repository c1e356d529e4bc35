dtrace: invalid probe specifier pid$target:a.out:nosuch:entry: [D_PROC_FUNC] line 1: failed to lookup 'nosuch' in module 'a.out'
status 1
dtrace: invalid probe specifier pid$target::nosuch:entry: [D_PDESC_ZERO] probe description pidPID::nosuch:entry does not match any probes
status 1
dtrace: invalid probe specifier pid$target:a.out:nosu*:entry: [D_PDESC_ZERO] probe description pidPID:a.out:nosu*:entry does not match any probes
status 1
dtrace: invalid probe specifier pid$target:a.out:add:bogus: [D_PROC_NAME] line 1: 'bogus' is an invalid probe name
status 1
dtrace: invalid probe specifier pid$target:a.out:add:fffff: [D_PROC_OFF] line 1: offset 0xfffff outside of function 'add'
status 1
status 0
