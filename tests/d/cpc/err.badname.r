-- @@stderr --
dtrace: failed to compile script tests/d/cpc/err.badname.d: line 2: probe description cpc:::cpu_clock-all-100 does not match any probes
