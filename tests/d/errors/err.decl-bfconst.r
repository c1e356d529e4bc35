-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-bfconst.d: [D_DECL_BFCONST] line 3: positive integral constant expression expected as bit-field size
