-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.array-of-assoc.d: [D_DECL_DYNOBJ] line 3: cannot declare array of associative arrays
