-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.index-scalar.d: [D_DEREF_NONPTR] line 6: cannot dereference non-pointer type
