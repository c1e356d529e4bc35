-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-signint.d: [D_DECL_SIGNINT] line 3: invalid type declaration: signed and unsigned may only be used with integer type
