-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.tuple_tregs.d: Insufficient tuple registers to generate code
