-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-incompat-probe.d: [D_PROV_INCOMPAT] line 4: provider interface mismatch: p
	 current: probe p:b defined
	previous: probe p:b not defined
