-- @@stderr --
dtrace: failed to compile script tests/d/cpc/err.badname.d: line 3: probe description cpc:::cpu_clock-all-100 does not match any probes
dtrace: cpc:::cpu_clock-all-100 asks for a count of 100: cpu_clock counts start at 5000
