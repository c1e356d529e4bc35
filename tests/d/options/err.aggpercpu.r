-- @@stderr --
dtrace: failed to compile script tests/d/options/err.aggpercpu.d: line 5: failed to set option 'aggpercpu': aggpercpu is not supported: aggregations are kept merged across CPUs
