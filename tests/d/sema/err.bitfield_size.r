-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.bitfield_size.d: [D_DECL_BFSIZE] line 4: bit-field too big for type: b
