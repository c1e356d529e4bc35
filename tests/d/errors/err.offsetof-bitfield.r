-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.offsetof-bitfield.d: [D_OFFSETOF_BITFIELD] line 4: cannot take offset of a bit-field: a
