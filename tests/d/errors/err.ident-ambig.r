-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.ident-ambig.d: [D_IDENT_AMBIG] line 14: ambiguous use of operator ==: MODULE_STATE_COMING is both a enum module_state enum tag and a global scalar
