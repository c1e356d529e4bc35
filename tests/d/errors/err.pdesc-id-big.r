-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pdesc-id-big.d: [D_PDESC_INVAL] line 3: identifier 4294967296 exceeds maximum probe id
