-- @@stderr --
dtrace: failed to compile script tests/d/types/err.decl-signed-unsigned.d: [D_UNKNOWN] line 6: failed to resolve type signed unsigned int: Unknown type name
