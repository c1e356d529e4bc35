-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.deref-func.d: [D_DEREF_FUNC] line 3: cannot dereference pointer to function
