-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.addrof-lval.d: [D_ADDROF_LVAL] line 3: unacceptable operand for unary & operator
