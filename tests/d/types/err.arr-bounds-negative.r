-- @@stderr --
dtrace: failed to compile script tests/d/types/err.arr-bounds-negative.d: [D_ARR_BOUNDS] line 8: index outside array bounds: 18446744073709551615, max is 3
