-- @@stderr --
dtrace: failed to compile script tests/d/types/err.arr-bounds-decl.d: [D_ARR_BOUNDS] line 11: index outside array bounds: 5, max is 5
