-- @@stderr --
dtrace: failed to compile script tests/d/cpc/err.cpu_clock-min.d: line 2: probe description cpc:::cpu_clock-all-4999 does not match any probes
dtrace: cpc:::cpu_clock-all-4999 asks for a count of 4999: cpu_clock counts start at 5000
