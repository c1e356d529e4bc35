-- @@stderr --
dtrace: failed to compile script tests/d/types/err.index-scalar-decl.d: [D_DEREF_NONPTR] line 6: cannot dereference non-pointer type
