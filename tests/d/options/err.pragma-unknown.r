-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-unknown.d: [D_PRAGMA_OPTSET] line 2: failed to set option 'nosuchoption': Invalid option name
