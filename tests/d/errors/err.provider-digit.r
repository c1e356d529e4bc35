-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-digit.d: [D_PROV_BADNAME] line 4: provider name may not end with a digit: myapp2
