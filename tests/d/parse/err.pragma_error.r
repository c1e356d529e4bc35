-- @@stderr --
dtrace: failed to compile script tests/d/parse/err.pragma_error.d: [D_PRAGERR] line 4: #error: not supported here 
