-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.deref-void.d: [D_DEREF_VOID] line 3: cannot dereference pointer to void
