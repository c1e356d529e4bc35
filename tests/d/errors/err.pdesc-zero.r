-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pdesc-zero.d: [D_PDESC_ZERO] line 3: probe description nosuchprovider:::nosuchprobe does not match any probes
