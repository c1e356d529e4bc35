-- @@stderr --
dtrace: failed to compile script tests/d/stable/err.lockstat-absent.d: line 5: probe description lockstat:::spin-release does not match any probes
dtrace: lockstat:::spin-release is unavailable on Linux: only a contended lock acquisition passes a tracepoint (lock:contention_begin and lock:contention_end); an uncontended one, and every release, runs the lock's inline fast path, which has none
