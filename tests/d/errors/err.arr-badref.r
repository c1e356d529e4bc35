-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.arr-badref.d: [D_ARR_BADREF] line 4: cannot access scalar a as an associative array
