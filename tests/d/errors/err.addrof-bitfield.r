-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.addrof-bitfield.d: [D_ADDROF_BITFIELD] line 4: cannot take address of bit-field
