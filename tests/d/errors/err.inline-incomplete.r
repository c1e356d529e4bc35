-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-incomplete.d: [D_DECL_INCOMPLETE] line 4: incomplete struct/union/enum struct zq: z
