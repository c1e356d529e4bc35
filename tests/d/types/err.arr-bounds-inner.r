-- @@stderr --
dtrace: failed to compile script tests/d/types/err.arr-bounds-inner.d: [D_ARR_BOUNDS] line 9: index outside array bounds: 3, max is 3
