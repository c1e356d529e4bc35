-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragctl-inval.d: [D_PRAGCTL_INVAL] line 3: invalid control directive: #frob
