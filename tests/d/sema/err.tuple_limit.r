-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.tuple_limit.d: Insufficient tuple registers to generate code
