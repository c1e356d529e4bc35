-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-hh.d: [D_SYNTAX] line 5: format conversion #1 is undefined: %hhd
