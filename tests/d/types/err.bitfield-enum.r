-- @@stderr --
dtrace: failed to compile script tests/d/types/err.bitfield-enum.d: [D_DECL_BFTYPE] line 13: invalid type for bit-field: c
