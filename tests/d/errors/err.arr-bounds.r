-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.arr-bounds.d: [D_ARR_BOUNDS] line 3: index outside array bounds: 16, max is 16
