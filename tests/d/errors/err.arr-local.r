-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.arr-local.d: [D_ARR_LOCAL] line 3: arrays may not be declared as clause-local: this->x
