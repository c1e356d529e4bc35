-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.local-assoc.d: [D_DECL_LOCASSC] line 3: associative arrays may not be declared as local variables: a
