-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-ldpath.d: [D_PRAGMA_OPTSET] line 4: failed to set option 'ldpath' to '/usr/bin/ld': Option cannot be used from within a D program
