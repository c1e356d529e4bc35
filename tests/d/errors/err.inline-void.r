-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-void.d: [D_DECL_VOIDOBJ] line 3: cannot declare void inline: v
