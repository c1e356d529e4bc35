dtrace: line 5: pid return probes' arg0 (the offset of the return instruction taken) is 0 on Linux: a uretprobe runs at the return address, after the function has returned, and does not see which return it took
ok target:negate:entry 42 0
ok target:negate:return 0 -42

