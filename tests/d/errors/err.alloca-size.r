-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.alloca-size.d: [D_ALLOCA_SIZE] line 3: alloca(9223372036854775807) size larger than scratchsize 256
