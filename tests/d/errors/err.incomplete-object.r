-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.incomplete-object.d: [D_DECL_INCOMPLETE] line 3: incomplete struct/union/enum struct nosuch: x
