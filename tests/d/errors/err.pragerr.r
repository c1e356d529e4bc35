-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragerr.d: [D_PRAGERR] line 3: #error: stop here now 
