-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.enum-scope.d: [D_DECL_SCOPE] line 4: D scoping operator may not be used in an enumerator name (vmlinux`E1)
