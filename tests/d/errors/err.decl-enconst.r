-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-enconst.d: [D_DECL_ENCONST] line 4: enumerator 'A' must be assigned to an integral constant expression
