-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-incompat-type.d: [D_PROV_INCOMPAT] line 4: probe p:a output prototype argument #1 mismatch:
	 current: char
	previous: int
