-- @@stderr --
dtrace: failed to compile script tests/d/types/err.index-tuple-member.d: [D_ARR_BADREF] line 4: cannot access operator -> as an associative array
