-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-mname.d: [D_DECL_MNAME] line 3: member declaration requires a name
