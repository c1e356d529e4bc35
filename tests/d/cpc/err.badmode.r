-- @@stderr --
dtrace: failed to compile script tests/d/cpc/err.badmode.d: line 3: probe description cpc:::perf_count_sw_cpu_clock-most-100000 does not match any probes
dtrace: cpc:::perf_count_sw_cpu_clock-most-100000: the mode is all, user or kernel (<event>-<mode>-<count>)
