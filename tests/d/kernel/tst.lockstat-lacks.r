exit 1
-- @@stderr --
dtrace: failed to compile script lockstat.d: line 3: lockstat provider unavailable: this kernel has no lock:contention_begin and lock:contention_end tracepoints (Linux 5.19 added them)
