-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-bfsize.d: [D_DECL_BFSIZE] line 3: bit-field too big for type: a
