-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-depends-module.d: [D_PRAGMA_DEPEND] line 4: program requires module nosuch_module_xyz
