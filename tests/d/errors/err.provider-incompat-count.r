-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-incompat-count.d: [D_PROV_INCOMPAT] line 4: probe p:a output prototype mismatch:
	 current: 2 args
	previous: 1 arg
