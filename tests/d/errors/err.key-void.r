-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.key-void.d: [D_KEY_TYPE] line 5: void expression may not be used as associative array index: key #1
