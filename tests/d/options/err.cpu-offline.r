-- @@stderr --
dtrace: failed to compile script tests/d/options/err.cpu-offline.d: line 5: failed to set option 'cpu' to '99999': Invalid value for specified option
