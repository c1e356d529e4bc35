-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.destructive-leak.d: line 11: panic( ) is not supported: eBPF programs cannot stop or panic the kernel
