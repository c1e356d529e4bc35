-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printa-keycount.d: [D_PRINTA_AGGKEY] line 7: printa( ): @a and @b do not have matching key signatures: @a has 1 key, @b has 2 keys
