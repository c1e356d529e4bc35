-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.member-scope.d: [D_DECL_SCOPE] line 4: D scoping operator may not be used in a member name (vmlinux`x)
