-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-strsize.d: [D_PRAGMA_OPTSET] line 3: failed to set option 'strsize' to '1': Invalid value for specified option
