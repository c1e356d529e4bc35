-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.sizeof-bitfield.d: [D_SIZEOF_BITFIELD] line 4: cannot apply sizeof to a bit-field
