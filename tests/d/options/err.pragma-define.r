-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-define.d: [D_PRAGMA_OPTSET] line 3: failed to set option 'define' to 'FOO=1': Option cannot be used from within a D program
