-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pdesc-inval.d: [D_PDESC_INVAL] line 3: invalid probe description "a:b:c:d:e": Overspecified probe description
