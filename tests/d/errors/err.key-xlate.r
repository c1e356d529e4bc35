-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.key-xlate.d: [D_KEY_TYPE] line 6: pointer to translated data expression may not be used as associative array index: key #1
