-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printa-keytype.d: [D_PRINTA_AGGPROTO] line 7: printa( ): @b[ ] key #1 is incompatible with @a:
        a key #1: int
        b key #1: string
