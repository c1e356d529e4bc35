-- @@stderr --
dtrace: failed to compile script tests/d/types/err.typedef-scope.d: [D_DECL_SCOPE] line 5: D scoping operator may not be used in a declaration name (vmlinux`mytype)
