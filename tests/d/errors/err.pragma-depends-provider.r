-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-depends-provider.d: [D_PRAGMA_DEPEND] line 4: program requires provider nosuchprovider
