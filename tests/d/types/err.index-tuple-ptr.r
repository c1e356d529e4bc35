-- @@stderr --
dtrace: failed to compile script tests/d/types/err.index-tuple-ptr.d: [D_ARR_BADREF] line 4: cannot access scalar p as an associative array
